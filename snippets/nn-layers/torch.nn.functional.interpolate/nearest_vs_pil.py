# requires: PIL
import numpy as np
import torch
import torch.nn.functional as F
from PIL import Image

for n, m in [(6, 4), (12, 5), (5, 12), (16, 7), (4, 6)]:
    row = torch.arange(n, dtype=torch.uint8).reshape(1, 1, 1, n)
    pil = np.array(Image.fromarray(row[0, 0].numpy()).resize((m, 1), Image.NEAREST))[0].tolist()
    exact = F.interpolate(row, size=(1, m), mode="nearest-exact").flatten().tolist()
    nearest = F.interpolate(row, size=(1, m), mode="nearest").flatten().tolist()
    print(f"{n} -> {m}: PIL {pil}")
    print(f"   nearest-exact {exact}  same as PIL: {exact == pil}")
    print(f"   nearest       {nearest}  same as PIL: {nearest == pil}")
