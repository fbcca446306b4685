import torch

print("7x3, wrap=False:\n", torch.zeros(7, 3).fill_diagonal_(1.0))
tall = torch.zeros(7, 3).fill_diagonal_(1.0, wrap=True)
print("7x3, wrap=True:\n", tall)
rows, cols = tall.nonzero(as_tuple=True)
print("filled (row, col):", list(zip(rows.tolist(), cols.tolist())))
print("wrap on a wide 3x5 changes nothing:",
      torch.equal(torch.zeros(3, 5).fill_diagonal_(1.0, wrap=True), torch.zeros(3, 5).fill_diagonal_(1.0)))
flat = tall.flatten().nonzero().flatten()
print("flat positions:", flat.tolist(), "| every (cols + 1)-th:", torch.equal(flat, torch.arange(0, 21, 4)))
import numpy as np
a = np.zeros((7, 3))
np.fill_diagonal(a, 1.0, wrap=True)
print("same as numpy.fill_diagonal(wrap=True):", np.array_equal(a, tall.numpy()))
