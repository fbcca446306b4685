import torch

u = torch.tensor([1.0, 2.0])
for name, x in {"2-D (2,1)": u.reshape(2, 1), "0-d": torch.tensor(3.0)}.items():
    try:
        torch.outer(x, u)
    except RuntimeError as e:
        print(f"{name}: {e}")
batch = torch.randn(4, 3)
print("batched outer via broadcasting:", tuple((batch[:, :, None] * batch[:, None, :]).shape))
