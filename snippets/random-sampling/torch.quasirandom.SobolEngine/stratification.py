import torch
from torch.quasirandom import SobolEngine

def cell_counts(points, k=4):
    # how many points fall in each cell of a k x k grid over the unit square
    cells = (points * k).long().clamp(max=k - 1)
    return torch.bincount(cells[:, 0] * k + cells[:, 1], minlength=k * k).reshape(k, k)

sobol = SobolEngine(2).draw_base2(4)          # 2**4 = 16 points
rand = torch.rand(16, 2)
print("Sobol, 16 points in a 4x4 grid:\n", cell_counts(sobol))
print("torch.rand, 16 points in a 4x4 grid:\n", cell_counts(rand))
