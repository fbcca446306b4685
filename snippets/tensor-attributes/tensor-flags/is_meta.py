import torch

m = torch.empty(1000, 1000, device="meta")
print("is_meta:", m.is_meta, " shape:", tuple(m.shape), " nbytes it would need:", m.nbytes)
y = (m @ m).relu()
print("ops run on shapes only:", y.is_meta, tuple(y.shape), y.dtype)
print("x.to('meta').is_meta:", torch.ones(2).to("meta").is_meta)
try:
    m[0, 0].item()
except RuntimeError as e:
    print("no data to read:", e)
