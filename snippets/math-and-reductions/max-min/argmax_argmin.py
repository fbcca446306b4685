import torch

x = torch.tensor([[3.0, 7.0, 7.0],
                  [9.0, 1.0, 4.0]])

flat = torch.argmax(x)
print("argmax()           :", flat, "<- index into x.flatten()")
print("as (row, col)      :", torch.unravel_index(flat, x.shape))
print("argmax(dim=1)      :", x.argmax(dim=1), "<- first of the tied 7s")
print("argmin(dim=0)      :", x.argmin(dim=0))
print("argmax keepdim     :", x.argmax(dim=1, keepdim=True).shape)
print("equals max().indices:", torch.equal(x.argmax(dim=1), x.max(dim=1).indices))
