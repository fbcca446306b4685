import torch

A = torch.tensor([[4.0, 1.0], [1.0, 2.0]], dtype=torch.float64, requires_grad=True)
torch.logdet(A).backward()
print("logdet grad:", A.grad.tolist())
print("A^-T:       ", torch.linalg.inv(A.detach()).mT.tolist())

for eps in (1e-2, 1e-6, 0.0):                     # walk towards a singular matrix
    S = torch.tensor([[1.0, 1.0], [1.0, 1.0 + eps]], dtype=torch.float64, requires_grad=True)
    torch.logdet(S).backward()
    print(f"eps={eps}: logdet={torch.logdet(S.detach()).item():.4f}  grad[0][0]={S.grad[0, 0].item()}")
