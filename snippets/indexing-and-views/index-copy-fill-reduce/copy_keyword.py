# raises: TypeError
import torch

x = torch.zeros(3)
idx = torch.tensor([2])
print("source=:", x.index_copy(0, idx, source=torch.tensor([7.0])).tolist())
x.index_copy_(0, idx, tensor=torch.tensor([7.0]))   # the keyword is source
