import torch

A = torch.tensor([[4.0, 7.0], [2.0, 6.0]], dtype=torch.float64, requires_grad=True)
G = torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.float64)   # upstream gradient
Ainv = torch.linalg.inv(A)
(Ainv * G).sum().backward()
Ai = Ainv.detach()
by_hand = -Ai.mT @ G @ Ai.mT                                        # d/dA <G, A^-1> = -A^-T G A^-T
print("autograd:\n", A.grad)
print("max |autograd - (-A^-T G A^-T)|:", (A.grad - by_hand).abs().max().item())
