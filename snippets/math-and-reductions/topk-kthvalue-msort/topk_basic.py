import torch

scores = torch.tensor([[0.1, 0.7, 0.05, 0.15],
                       [0.3, 0.2, 0.4, 0.1]])
r = torch.topk(scores, k=2)              # dim=None: the last dimension
print(type(r).__name__, "values:", r.values, "indices:", r.indices, sep="\n")
print("largest=False:", torch.topk(scores, 2, largest=False).indices)
print("dim=0, k=1   :", torch.topk(scores, 1, dim=0).values)
print("k=0          :", torch.topk(scores, 0).values.shape)
