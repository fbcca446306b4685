import torch

w = torch.tensor([-0.8, 0.1, 0.3, 1.2])
lo, hi = w.aminmax()
scale = (hi - lo) / 255
print(f"range [{lo.item():.2f}, {hi.item():.2f}], uint8 scale {scale.item():.5f}")
print("quantised:", ((w - lo) / scale).round().to(torch.uint8))
