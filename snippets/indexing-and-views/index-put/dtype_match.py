# raises: RuntimeError
import torch

x = torch.zeros(3)
idx = (torch.tensor([0, 2]),)
try:
    x.index_put_(idx, 7.0)                             # values must be a tensor
except TypeError as e:
    print("TypeError:", e)
print("0-d tensor value:", x.index_put_(idx, torch.tensor(7.0)).tolist())
x.index_put_(idx, torch.tensor([1, 2]))                 # int64 values into float32
