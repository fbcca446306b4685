# raises: RuntimeError
import torch

x = torch.tensor([float("nan"), -0.0, float("-inf"), float("inf")], requires_grad=True)
y = torch.relu(x)
print("x            :", x.detach())
print("relu(x)      :", y.detach())
print("sign bit set :", torch.signbit(y.detach()))
y.sum().backward()
print("d relu/dx    :", x.grad)
print("uint8 input  :", torch.relu(torch.tensor([3, 0], dtype=torch.uint8)))
torch.relu(torch.tensor([True, False]))
