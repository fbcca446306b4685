import torch
import torch.nn.functional as F

img = torch.randint(0, 256, (1, 3, 8, 8), dtype=torch.uint8)
print("| mode | uint8, 4-D, on CPU |")
print("|---|---|")
for mode, extra in [("nearest", {}), ("nearest-exact", {}), ("bilinear", {}), ("bicubic", {}),
                    ("lanczos", {"antialias": True}), ("area", {})]:
    try:
        out = F.interpolate(img, size=(5, 5), mode=mode, **extra)
        result = f"works, output {out.dtype}"
    except (NotImplementedError, RuntimeError) as e:
        result = f"{type(e).__name__}: {e}"
    print(f"| `{mode}` | {result} |")
try:
    F.interpolate(img[0], size=5, mode="linear")
except NotImplementedError as e:
    print(f"| `linear` (3-D) | NotImplementedError: {e} |")
