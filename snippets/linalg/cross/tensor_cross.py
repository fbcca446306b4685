import torch

# Torque tau = r x F for a batch of forces
r = torch.tensor([[1.0, 0.0, 0.0],
                  [0.0, 2.0, 0.0]])
F = torch.tensor([[0.0, 5.0, 0.0],
                  [0.0, 0.0, 3.0]])
tau = r.cross(F, dim=1)
print("torque:", tau.tolist())
print("|tau| = |r| |F| sin(90 deg):", tau.norm(dim=1).tolist(), (r.norm(dim=1) * F.norm(dim=1)).tolist())
