import torch

N = torch.tensor([[0.0, 1.0], [0.0, 0.0]])               # nilpotent: exp(N) = I + N
print("torch.matrix_exp(N):", torch.matrix_exp(N).tolist())
print("equal to linalg:", torch.equal(torch.matrix_exp(N), torch.linalg.matrix_exp(N)))
