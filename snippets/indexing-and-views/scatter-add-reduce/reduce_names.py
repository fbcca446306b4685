# raises: RuntimeError
import torch

inp = torch.tensor([1.0, 2.0, 3.0])
idx = torch.tensor([0, 0, 2])
src = torch.tensor([4.0, 5.0, 6.0])
print("'max' (undocumented):", inp.scatter_reduce(0, idx, src, "max").tolist())
print("'amax'              :", inp.scatter_reduce(0, idx, src, "amax").tolist())
print("'min' (undocumented):", inp.scatter_reduce(0, idx, src, "min").tolist())
print("'amin'              :", inp.scatter_reduce(0, idx, src, "amin").tolist())
inp.scatter_reduce(0, idx, src, "add")     # scatter_'s old name is not accepted
