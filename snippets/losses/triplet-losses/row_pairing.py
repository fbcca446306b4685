import torch
import torch.nn as nn

a = torch.tensor([[0.0, 0.0], [5.0, 5.0]])
p = torch.tensor([[0.0, 0.5], [5.0, 5.5]])
n = torch.tensor([[0.0, 1.0], [5.0, 6.0]])       # n[i] is the (hard) negative for a[i]
loss = nn.TripletMarginLoss(reduction="none")
print("rows paired as intended:", loss(a, p, n), " shape:", tuple(loss(a, p, n).shape))
print("negatives in another order:", loss(a, p, n.flip(0)))
