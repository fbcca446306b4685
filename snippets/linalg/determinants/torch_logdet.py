import torch

A = torch.tensor([[[2.0, 0.0], [0.0, 3.0]],        # det  6
                  [[0.0, 1.0], [1.0, 0.0]],        # det -1
                  [[1.0, 1.0], [1.0, 1.0]]])       # det  0
print("det:   ", torch.det(A))
print("logdet:", torch.logdet(A), " log(6) =", round(torch.tensor(6.0).log().item(), 4))
C = torch.tensor([[-1.0 + 0j, 0.0], [0.0, 1.0]], dtype=torch.complex64)
print("complex det -1 -> logdet:", torch.logdet(C), " (pi =", round(torch.pi, 4), ")")
