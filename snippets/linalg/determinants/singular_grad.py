import torch

S = torch.tensor([[1.0, 2.0], [2.0, 4.0]], dtype=torch.float64, requires_grad=True)
torch.linalg.det(S).backward()
print("autograd d det / dS:", S.grad.tolist())
E = torch.zeros(2, 2, dtype=torch.float64)
E[0, 0] = 1e-6
fd = (torch.linalg.det(S.detach() + E) - torch.linalg.det(S.detach())) / 1e-6
print("finite difference for entry [0, 0]:", round(fd.item(), 4), " cofactor S[1,1]:", S[1, 1].item())

S.grad = None
torch.linalg.slogdet(S).logabsdet.backward()
print("logabsdet grad at the singular matrix:", S.grad.tolist())
