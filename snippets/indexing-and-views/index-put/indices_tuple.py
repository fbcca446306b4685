# raises: TypeError
import torch

x = torch.zeros(3)
idx = torch.tensor([0, 2])
print("tuple (idx,):", x.index_put((idx,), torch.tensor(1.0)).tolist())
print("list [idx]:  ", x.index_put([idx], torch.tensor(1.0)).tolist())
x.index_put(idx, torch.tensor(1.0))                     # a bare tensor is not accepted
