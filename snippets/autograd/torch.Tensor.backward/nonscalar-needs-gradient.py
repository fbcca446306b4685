# raises: RuntimeError
import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x**2
print("y.shape:", y.shape)
y.backward()                  # y has 3 elements: which direction?
