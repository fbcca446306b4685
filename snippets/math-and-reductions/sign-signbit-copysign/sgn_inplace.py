import torch

z = torch.tensor([3 + 4j, 0j])
r = z.sgn_()
print("after sgn_:", z, z.dtype, "returns self:", r is z)
