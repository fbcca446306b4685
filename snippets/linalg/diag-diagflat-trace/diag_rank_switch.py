# raises: RuntimeError
import torch

x = torch.tensor([[5, 6]])                     # shape (1, 2): a matrix
print("2-D in:", tuple(x.shape), "-> diag:", torch.diag(x).tolist())
print("1-D in:", tuple(x[0].shape), "-> diag:", torch.diag(x[0]).tolist())
torch.diag(torch.zeros(2, 3, 3))               # no batch support
