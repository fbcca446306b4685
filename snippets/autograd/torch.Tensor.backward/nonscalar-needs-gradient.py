# raises: RuntimeError
import torch

z = torch.tensor(1.0 + 1.0j, requires_grad=True)
try:
    (z * z).backward()        # a complex scalar needs an explicit gradient too
except RuntimeError as e:
    print("complex scalar: RuntimeError:", e)

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x**2
print("y.shape:", y.shape)
y.backward()                  # y has 3 elements: which direction?
