import torch

x = torch.tensor([[5, 6, 7],
                  [8, 9, 4]])
perm = torch.tensor([[2, 0, 1],
                     [1, 2, 0]])             # a permutation per row

g = x.gather(1, perm)
back = torch.zeros_like(x).scatter_(1, perm, g)
print("gathered:", g.tolist())
print("scattered back equals x:", torch.equal(back, x))
