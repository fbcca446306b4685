import torch

f = torch.tensor([1.7, -1.7])
r = torch.round(f)
print("round(float) :", r, r.dtype, "(still float)")
print("as index     :", r.long(), r.long().dtype)
print("f.long()     :", f.long(), "(casting truncates toward zero)")

i = torch.tensor([3, -3])
print("floor(int64) :", torch.floor(i), torch.floor(i).dtype, "(a copy, same dtype)")
print("ceil is copy :", torch.ceil(i).data_ptr() != i.data_ptr())

# round with decimals != 0 has no integer kernel, and no rounding op accepts bool
for name, call in [("round(int64, decimals=1)", lambda: torch.round(i, decimals=1)),
                   ("ceil(bool)", lambda: torch.ceil(torch.tensor([True, False])))]:
    try:
        call()
    except NotImplementedError as e:
        print(name, "->", type(e).__name__ + ":", e)
