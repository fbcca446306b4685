import torch
import torch.nn.functional as F

edge = torch.tensor([[[[0.0, 0.0, 255.0, 255.0]]]])   # a dark-to-bright edge, (N, C, H, W) = (1, 1, 1, 4)
for mode, extra in (("bicubic", {}), ("lanczos", {"antialias": True})):
    y = F.interpolate(edge, size=(1, 8), mode=mode, **extra)
    print(f"{mode}, float32:", y.flatten())
    print(f"   min {y.min().item():.2f}, max {y.max().item():.2f};"
          f" clamp(0, 255): {y.clamp(0, 255).round().flatten().tolist()}")
    y8 = F.interpolate(edge.to(torch.uint8), size=(1, 8), mode=mode, **extra)
    print(f"{mode}, uint8:  ", y8.flatten().tolist())
