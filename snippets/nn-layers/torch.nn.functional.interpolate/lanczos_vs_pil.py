# requires: PIL
import numpy as np
import torch
import torch.nn.functional as F
from PIL import Image

img = torch.randint(0, 256, (1, 1, 12, 16), dtype=torch.uint8)
pil = Image.fromarray(img[0, 0].numpy())
for h, w in [(6, 8), (5, 7), (24, 32)]:
    ref = torch.from_numpy(np.array(pil.resize((w, h), Image.LANCZOS))).int()
    ours = F.interpolate(img, size=(h, w), mode="lanczos", antialias=True)[0, 0].int()
    flt = F.interpolate(img.float(), size=(h, w), mode="lanczos", antialias=True)[0, 0]
    flt = flt.clamp(0, 255).round().int()
    print(f"12x16 -> {h}x{w}: uint8 input, largest difference from PIL {(ours - ref).abs().max().item()};"
          f" float input, clamped at the end: {(flt - ref).abs().max().item()}")
