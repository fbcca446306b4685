import math
import torch

def make_grid(images, nrow=8, padding=2, pad_value=0.0):
    """Tile a B x C x H x W batch into one C x H' x W' image, row by row (torchvision's layout)."""
    b, c, h, w = images.shape
    cols = min(nrow, b)
    rows = math.ceil(b / cols)
    grid = images.new_full((c, rows * (h + padding) + padding, cols * (w + padding) + padding), pad_value)
    for k in range(b):
        r, col = divmod(k, cols)
        top, left = padding + r * (h + padding), padding + col * (w + padding)
        grid[:, top:top + h, left:left + w] = images[k]
    return grid

batch = torch.arange(1, 6, dtype=torch.float32).view(5, 1, 1, 1).expand(5, 1, 2, 2)  # image k is all k
grid = make_grid(batch, nrow=3, padding=1)
print("5 images of 1x2x2, nrow=3, padding=1 -> grid", tuple(grid.shape))
print(grid[0])
big = make_grid(torch.rand(64, 3, 32, 32))
print("64 CIFAR-sized images, defaults -> grid", tuple(big.shape))
