import torch

# keys with many ties; the position tells which item came first
keys = torch.tensor([1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0])
print("default      indices:", torch.sort(keys).indices)
print("stable=True  indices:", torch.sort(keys, stable=True).indices)
print("argsort stable       :", torch.argsort(keys, stable=True))

# a two-key sort: sort by the secondary key, then stably by the primary key
name_rank = torch.tensor([2, 0, 1, 3])
group = torch.tensor([1, 0, 1, 0])
order = torch.argsort(name_rank)
order = order[torch.argsort(group[order], stable=True)]
print("by group, then rank  :", order, "groups:", group[order], "ranks:", name_rank[order])
