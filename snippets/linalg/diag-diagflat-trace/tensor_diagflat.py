import torch

m = torch.tensor([[1, 2],
                  [3, 4]])
print("m.diagflat(): builds a 4x4 matrix:", tuple(m.diagflat().shape))
print("m.diag():     extracts the diagonal:", m.diag().tolist())
print("same for 1-D input:", torch.equal(m[0].diagflat(), m[0].diag()))
