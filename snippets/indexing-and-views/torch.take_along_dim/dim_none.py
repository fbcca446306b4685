import torch

t = torch.tensor([[10, 30, 20],
                  [60, 40, 50]])
flat_max = torch.argmax(t)                        # index into t.flatten()
print("argmax (flat):", flat_max.item())
print("take_along_dim, dim=None:", torch.take_along_dim(t, flat_max))
r = torch.take_along_dim(t, torch.tensor([[0, 5], [1, 2]]))
print("2-D indices, dim=None ->", tuple(r.shape), r.tolist())
print("same as t.flatten()[idx.flatten()]:",
      torch.equal(r, t.flatten()[torch.tensor([0, 5, 1, 2])]))
