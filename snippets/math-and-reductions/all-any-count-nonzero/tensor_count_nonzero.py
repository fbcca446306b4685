import torch

w = torch.tensor([[0.0, 0.3, 0.0, 0.0],
                  [0.0, 0.0, 0.0, 0.9]])
nnz = w.count_nonzero()
print("w.count_nonzero():", nnz.item(), " sparsity:", 1 - nnz.item() / w.numel())
print("per column       :", w.count_nonzero(dim=0))
