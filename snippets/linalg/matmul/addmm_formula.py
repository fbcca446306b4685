import torch

bias = torch.tensor([1.0, -1.0])                 # broadcast to (2, 2)
m1 = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
m2 = torch.tensor([[1.0, 0.0], [0.0, 1.0]])

out = torch.addmm(bias, m1, m2, beta=0.5, alpha=2.0)
print("addmm(beta=0.5, alpha=2):\n", out)
print("== 0.5*bias + 2*(m1 @ m2):", torch.equal(out, 0.5 * bias + 2.0 * (m1 @ m2)))
print("method form bias.addmm(m1, m2):\n", bias.expand(2, 2).addmm(m1, m2))
