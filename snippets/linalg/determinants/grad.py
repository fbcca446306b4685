import torch

A = torch.tensor([[2.0, 1.0], [1.0, 3.0]], dtype=torch.float64, requires_grad=True)
torch.linalg.det(A).backward()
by_hand = torch.linalg.det(A.detach()) * torch.linalg.inv(A.detach()).mT   # det(A) * A^-T
print("det grad:", A.grad.tolist(), " det(A)*A^-T:", by_hand.tolist())

A.grad = None
torch.linalg.slogdet(A).logabsdet.backward()
print("logabsdet grad:", A.grad.tolist(), " A^-T:", torch.linalg.inv(A.detach()).mT.tolist())
