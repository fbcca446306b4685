# raises: RuntimeError
import torch

t = torch.tensor([[10, 30, 20],
                  [60, 40, 50]])
idx = torch.tensor([[2], [0]])
print("gather with int32:", torch.gather(t, 1, idx.int()).flatten().tolist())
print("take_along_dim, dim=None, int32:", torch.take_along_dim(t, torch.tensor([4], dtype=torch.int32)).tolist())
torch.take_along_dim(t, idx.int(), dim=1)         # with dim: int64 only
