import torch

A = torch.tensor([[3.0, 0.0], [0.0, 5.0]], dtype=torch.float64)
print("A.logdet():", A.logdet().item(), " log(15):", torch.tensor(15.0, dtype=torch.float64).log().item())
B = torch.tensor([[-3.0, 0.0], [0.0, 5.0]], dtype=torch.float64)    # det = -15
print("B.logdet():", B.logdet().item(), " B.slogdet():", tuple(t.item() for t in B.slogdet()))
