import torch

t = torch.tensor([[10, 30, 20],
                  [60, 40, 50]])
order = torch.argsort(t, dim=1)
print("rows sorted:", torch.take_along_dim(t, order, dim=1).tolist())

best = t.argmax(dim=1, keepdim=True)              # keepdim: same ndim as t
print("row maxima:", torch.take_along_dim(t, best, dim=1).tolist())

top2 = t.topk(2, dim=1).indices
print("top-2 per row:", torch.take_along_dim(t, top2, dim=1).tolist())

# Reorder a second tensor by the order of the first
labels = torch.tensor([[0, 1, 2],
                       [3, 4, 5]])
print("labels in the same order:", torch.take_along_dim(labels, order, dim=1).tolist())
