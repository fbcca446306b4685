import torch
from torch.autograd.functional import jacobian

x = torch.tensor([0.5, -1.0, 2.0], dtype=torch.float64)
s = torch.softmax(x, 0)

J = jacobian(lambda t: torch.softmax(t, 0), x)
closed = torch.diag(s) - torch.outer(s, s)  # ds_i/dx_j = s_i (delta_ij - s_j)
print("softmax Jacobian:\n", J)
print("matches diag(s) - s s^T:", torch.allclose(J, closed))

J_log = jacobian(lambda t: torch.log_softmax(t, 0), x)
# d log s_i / dx_j = delta_ij - s_j
closed_log = torch.eye(3, dtype=torch.float64) - s.expand(3, 3)
print("log_softmax Jacobian matches I - 1 s^T:", torch.allclose(J_log, closed_log))
print("each row of the softmax Jacobian sums to 0:",
      torch.allclose(J.sum(dim=1), torch.zeros(3, dtype=torch.float64)))
