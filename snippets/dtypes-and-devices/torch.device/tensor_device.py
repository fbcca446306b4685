import torch

x = torch.zeros(2, 3)
print("x.device:", x.device, " x.is_cuda:", x.is_cuda, " x.get_device():", x.get_device())
m = torch.zeros(2, 3, device="meta")          # shape and dtype only, no memory
print("m.device:", m.device, " m.is_meta:", m.is_meta, " m.shape:", tuple(m.shape))
y = torch.ones_like(x)                        # *_like keeps the device
print("ones_like(x).device:", y.device)
with torch.device("meta"):                    # a device context for factories and modules
    layer = torch.nn.Linear(4, 2)
print("Linear built under torch.device('meta'):", layer.weight.device)
try:
    x.device = torch.device("meta")
except AttributeError as e:
    print("assigning x.device:", type(e).__name__, "-", e)
