import torch

for eps in (1e-1, 1e-2, 1e-4, 0.0):
    A = torch.tensor([[1.0, 0.0], [0.0, eps]], dtype=torch.float64, requires_grad=True)
    torch.linalg.pinv(A).sum().backward()
    print(f"eps={eps}: pinv[1,1]={torch.linalg.pinv(A.detach())[1, 1].item():g}  max |grad|={A.grad.abs().max().item():g}")
