# requires: torchvision
import math
import os
import torch
from torchvision.utils import make_grid, save_image

def my_grid(images, nrow=8, padding=2, pad_value=0.0):
    b, c, h, w = images.shape
    cols = min(nrow, b)
    rows = math.ceil(b / cols)
    grid = images.new_full((c, rows * (h + padding) + padding, cols * (w + padding) + padding), pad_value)
    for k in range(b):
        r, col = divmod(k, cols)
        top, left = padding + r * (h + padding), padding + col * (w + padding)
        grid[:, top:top + h, left:left + w] = images[k]
    return grid

batch = torch.rand(10, 3, 32, 32)
tv = make_grid(batch, nrow=4, padding=2)
print("torchvision grid:", tuple(tv.shape))
print("equal to the pure-torch tiling:", torch.equal(tv, my_grid(batch, nrow=4, padding=2)))
print("1-channel input becomes 3 channels:", tuple(make_grid(torch.rand(4, 1, 28, 28)).shape))
save_image(batch, "grid.png", nrow=4)           # make_grid, then write a PNG
print("grid.png written:", os.path.exists("grid.png"))
