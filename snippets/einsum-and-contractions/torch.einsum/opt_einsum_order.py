import torch

ob = torch.backends.opt_einsum
print("opt_einsum installed:", ob.is_available(), "| enabled flag:", ob.enabled, "| strategy:", ob.strategy)

a = torch.randn(2, 50, dtype=torch.float64)
b = torch.randn(50, 50, dtype=torch.float64)
c = torch.randn(50, 3, dtype=torch.float64)
r = torch.einsum("ij,jk,kl->il", a, b, c)
print("three operands, shape:", r.shape)
print("close to (a @ b) @ c :", torch.allclose(r, (a @ b) @ c))

ob.enabled = False                      # skip any path search: plain left-to-right order
print("enabled=False, same result:", torch.allclose(torch.einsum("ij,jk,kl->il", a, b, c), r))
