# raises: RuntimeError
import torch

x = torch.tensor([1.0, 2.0])
print("is_complex:", x.is_complex())
x.imag
