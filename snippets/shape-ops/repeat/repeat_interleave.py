import torch

x = torch.tensor([1, 2, 3])
print("x.repeat_interleave(2):", x.repeat_interleave(2))
print("x.repeat(2)           :", x.repeat(2))

y = torch.tensor([[1, 2], [3, 4]])
print("flattened:", torch.repeat_interleave(y, 2))
print("dim=1:", torch.repeat_interleave(y, 3, dim=1).tolist())
print("per-row counts:", torch.repeat_interleave(y, torch.tensor([1, 2]), dim=0).tolist())
print("with output_size:",
      torch.repeat_interleave(y, torch.tensor([1, 2]), dim=0, output_size=3).tolist())
