# raises: RuntimeError
import torch

x = torch.tensor([0.5, 2.5])
print("1-D boundaries:", torch.bucketize(x, torch.tensor([1.0, 2.0, 3.0])).tolist())
print("unsorted boundaries give no error:", torch.bucketize(x, torch.tensor([3.0, 1.0, 2.0])).tolist())
torch.bucketize(x, torch.tensor([[1.0, 2.0], [3.0, 4.0]]))   # use searchsorted for per-row boundaries
