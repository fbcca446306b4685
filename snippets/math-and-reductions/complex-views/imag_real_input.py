# raises: RuntimeError
import torch

x = torch.tensor([1.0, 2.0])
print("torch.real(x) works:", torch.real(x))
torch.imag(x)                                   # a real tensor has no imaginary part
