import torch

x = torch.tensor([[5, 6, 7],
                  [8, 9, 4]])
perm = torch.tensor([[2, 0, 1],
                     [1, 2, 0]])             # a permutation per row

g = x.gather(1, perm)
back = torch.zeros_like(x).scatter_(1, perm, g)
print("gathered:", g.tolist())
print("scattered back equals x:", torch.equal(back, x))

# What matters is that every position is named, not that there are no repeats.
v = torch.tensor([[5, 6, 7]])
for idx in ([[0, 0, 2]], [[2, 0, 1, 0]]):
    i = torch.tensor(idx)
    print(f"index {idx}: scattered back {torch.zeros_like(v).scatter_(1, i, v.gather(1, i)).tolist()}")
