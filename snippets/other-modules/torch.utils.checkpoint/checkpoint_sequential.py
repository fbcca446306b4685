import torch
from torch.utils.checkpoint import checkpoint_sequential

torch.manual_seed(0)
model = torch.nn.Sequential(*[torch.nn.Linear(8, 8) for _ in range(4)])
x = torch.randn(3, 8, requires_grad=True)

out = checkpoint_sequential(model, 2, x, use_reentrant=False)   # 2 segments of 2 layers
print("output shape:", out.shape)
print("same output as model(x):", torch.allclose(out, model(x)))
