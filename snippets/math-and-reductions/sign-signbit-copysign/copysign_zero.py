import torch

grad = torch.tensor([0.0, -0.0, 2.0])
print("grad.sign()          :", grad.sign())
print("copysign(1, grad)    :", torch.copysign(torch.ones(3), grad))
print("signbit(grad)        :", torch.signbit(grad))
