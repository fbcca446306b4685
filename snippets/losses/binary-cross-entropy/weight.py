import torch
import torch.nn as nn

p = torch.tensor([[0.9, 0.2, 0.6],
                  [0.1, 0.7, 0.5]])
y = torch.tensor([[1., 0., 1.],
                  [0., 0., 1.]])
per_elem = nn.BCELoss(reduction="none")(p, y)

w_col = torch.tensor([1., 2., 3.])          # shape (3,): broadcast over the rows
loss = nn.BCELoss(weight=w_col)(p, y)
print("weight (3,):", loss.item())
print("  (w * l).mean():", (w_col * per_elem).mean().item())
print("  (w * l).sum() / w.sum() would be:", ((w_col * per_elem).sum() / (w_col.expand(2, 3).sum())).item())

w_row = torch.tensor([[1.], [0.]])           # shape (2, 1): switch off the second sample
print("weight (2, 1):", nn.BCELoss(weight=w_row)(p, y).item(),
      " row 0 sum / 6:", (per_elem[0].sum() / 6).item())
