# raises: RuntimeError
import torch

x = torch.tensor([1, 2, 3])
print("three inputs, xy:", [tuple(t.shape) for t in torch.meshgrid(x, x[:2], torch.arange(4), indexing="xy")])
print("a list works too:", [tuple(t.shape) for t in torch.meshgrid([x, x], indexing="ij")])
torch.meshgrid(x, torch.tensor([4.0, 5.0]), indexing="ij")   # int64 and float32
