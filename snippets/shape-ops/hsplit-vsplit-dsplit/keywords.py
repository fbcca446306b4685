# raises: TypeError
import torch

m = torch.arange(16).reshape(4, 4)
print("sections=2:", [tuple(p.shape) for p in torch.hsplit(m, sections=2)])
print("indices=[1, 3]:", [tuple(p.shape) for p in torch.hsplit(m, indices=[1, 3])])
torch.hsplit(m, indices_or_sections=2)               # the documented name is not a keyword
