import torch

S = torch.tensor([[1.0, 2.0], [2.0, 4.0]])                # row 1 = 2 * row 0
print("det:", torch.linalg.det(S))
print("slogdet:", tuple(torch.linalg.slogdet(S)))
print("logdet:", torch.logdet(S))
N = torch.tensor([[1.0, float("nan")], [0.0, 1.0]])
print("NaN input: det", torch.linalg.det(N), " slogdet", tuple(torch.linalg.slogdet(N)))
