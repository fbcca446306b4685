import torch

m = torch.tensor([True, False, True])
i = torch.tensor([5, 6, 7])                       # int64
print("int64 filled with 2.7: ", i.masked_fill(m, 2.7).tolist(), i.masked_fill(m, 2.7).dtype)
print("int64 filled with -2.7:", i.masked_fill(m, -2.7).tolist())
print("uint8 filled with -1:  ", torch.zeros(3, dtype=torch.uint8).masked_fill(m, -1).tolist())
print("0-d tensor value 9.5:  ", i.masked_fill(m, torch.tensor(9.5)).tolist())
for t, bad in ((i, float("nan")), (i.to(torch.uint8), 300), (i.to(torch.uint8), -1.0)):
    try:
        t.masked_fill(m, bad)
    except RuntimeError as e:
        print(f"{t.dtype} filled with {bad}: RuntimeError:", e)
