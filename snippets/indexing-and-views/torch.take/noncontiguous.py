import torch

src = torch.tensor([[4, 3, 5],
                    [6, 7, 8]])
t = src.T                                        # a transposed view, not contiguous
print("t:", t.tolist())
print("take(t, [0, 1, 2]):", torch.take(t, torch.tensor([0, 1, 2])).tolist())
print("t.flatten()[:3]:   ", t.flatten()[:3].tolist())   # row-major order of t, not of memory
