import torch

x = torch.tensor([3, 3, 1, 1, 1, 3, 2, 2])
out, inv, cnt = torch.unique_consecutive(x, return_inverse=True, return_counts=True)
print("output :", out)
print("inverse:", inv)
print("counts :", cnt, "<- run lengths")
print("rebuild with repeat_interleave:", torch.equal(torch.repeat_interleave(out, cnt), x))
nan = float("nan")
print("NaN runs are not merged:", torch.unique_consecutive(torch.tensor([nan, nan, 1.0])))
