import torch

x = torch.arange(6).view(2, 3)
for s in (0, 1):
    r = torch.roll(x, s, 1)
    print(f"shift {s}: shares memory:", r.data_ptr() == x.data_ptr(), "| contiguous:", r.is_contiguous())
e = torch.empty(0, 3)
print("empty input:", tuple(torch.roll(e, 1, 0).shape))
print("0-d input, dims=None:", torch.roll(torch.tensor(3.0), 1))
