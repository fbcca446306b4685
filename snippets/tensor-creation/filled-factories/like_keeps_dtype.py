import torch

x = torch.tensor([[1, 2, 3], [4, 5, 6]])        # int64
print("zeros_like(x).dtype      :", torch.zeros_like(x).dtype)
print("full_like(x, 2.7)        :", torch.full_like(x, 2.7).tolist(), "<- 2.7 cut to x's int64")
print("full_like(x, 2.7, dtype=torch.float32)[0]:", torch.full_like(x, 2.7, dtype=torch.float32)[0])
print("ones_like(x, device='meta').device:", torch.ones_like(x, device="meta").device)
cl = torch.zeros(1, 3, 2, 2).to(memory_format=torch.channels_last)
print("empty_like keeps channels_last strides:", torch.empty_like(cl).stride(), "==", cl.stride())
try:
    torch.randn_like(x)
except NotImplementedError as e:
    print("randn_like(x):", type(e).__name__, "-", e)
