# raises: RuntimeError
import torch

a = torch.zeros(3, 4)
a += torch.tensor([1.0, 2.0, 3.0, 4.0])  # (4,) broadcasts to a's shape: fine
print("a += row:", a.shape)

b = torch.zeros(3, 1)
print("b + row is out-of-place:", (b + torch.ones(4)).shape)
b += torch.ones(4)  # in-place: b cannot grow to (3, 4)
