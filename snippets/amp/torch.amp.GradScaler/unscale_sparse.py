import torch
from torch import nn

emb = nn.Embedding(5, 2, sparse=True)  # float32 weight, sparse gradient
opt = torch.optim.SGD(emb.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cpu", init_scale=4.0)
scaler.scale(emb(torch.tensor([1, 1, 3])).sum()).backward()
grad_before = emb.weight.grad
print("sparse grad:", grad_before.is_sparse, "| values before:", grad_before._values()[:, 0].tolist())
scaler.unscale_(opt)
print("float32: same .grad object after unscale_:", emb.weight.grad is grad_before,
      "| values:", emb.weight.grad._values()[:, 0].tolist())
emb16 = nn.Embedding(5, 2, sparse=True).half()  # float16 weight: the case that would be coalesced
opt16 = torch.optim.SGD(emb16.parameters(), lr=0.1)
scaler.scale(emb16(torch.tensor([1, 1, 3])).sum()).backward()
try:
    scaler.unscale_(opt16)
except ValueError as e:
    print("float16: ValueError:", e)
