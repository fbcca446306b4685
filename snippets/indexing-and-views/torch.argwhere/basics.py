import torch

t = torch.tensor([[1, 0, 1],
                  [0, 1, 1]])
w = torch.argwhere(t)
print(w)
print("shape (nonzeros, ndim):", tuple(w.shape), "| dtype:", w.dtype)
print("values at those positions:", t[tuple(w.T)].tolist())
print("same as torch.nonzero:", torch.equal(w, torch.nonzero(t)), "| method:", torch.equal(w, t.argwhere()))
