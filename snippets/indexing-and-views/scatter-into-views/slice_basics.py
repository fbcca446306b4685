import torch

b = torch.zeros(6, 2)
print("start=4:       ", torch.slice_scatter(b, torch.ones(2, 2), start=4).tolist())
print("step=2:        ", torch.slice_scatter(b, torch.ones(3, 2), start=0, step=2).tolist())
print("dim=1, start=1:", torch.slice_scatter(b, torch.ones(6, 1), dim=1, start=1).tolist())
print("start=-2:      ", torch.equal(torch.slice_scatter(b, torch.ones(2, 2), start=-2),
                                     torch.slice_scatter(b, torch.ones(2, 2), start=4)))
src = torch.tensor([[1, 2], [3, 4]])                        # int64 into float32
r = b.slice_scatter(src, start=4)                           # method form
print("dtype:", r.dtype, "| last rows:", r[4:].tolist())
