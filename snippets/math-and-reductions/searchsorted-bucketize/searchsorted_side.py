# raises: RuntimeError
import torch

s = torch.tensor([1, 2, 2, 3])
v = torch.tensor([2])
print("side='left':  ", torch.searchsorted(s, v, side="left").tolist())
print("side='right': ", torch.searchsorted(s, v, side="right").tolist())
print("right=True:   ", torch.searchsorted(s, v, right=True).tolist())
print("scalar value -> 0-d:", torch.searchsorted(s, 2))
print("out_int32=True:", torch.searchsorted(s, v, out_int32=True).dtype)
print("int sequence, float value 2.5:", torch.searchsorted(s, torch.tensor([2.5])).tolist())
torch.searchsorted(s, v, right=True, side="left")
