# raises: ValueError
import torch

x = torch.arange(24.0).reshape(2, 3, 4)
y = torch.arange(8.0).reshape(4, 2)

# sublists: one list of integer labels after each operand, the output list last
r = torch.einsum(x, [0, 1, 2], y, [2, 3], [0, 1, 3])
print("sublist 'ijk,kl->ijl':", r.shape, torch.equal(r, torch.einsum("ijk,kl->ijl", x, y)))

# Python's Ellipsis plays the role of "..."
t = torch.einsum(x, [Ellipsis, 0, 1], [Ellipsis, 1, 0])
print("sublist with Ellipsis:", t.shape, torch.equal(t, x.transpose(-2, -1)))

# labels are integers from 0 to 51
print("label 51 is fine     :", torch.einsum(y, [51, 0], [0, 51]).shape)
torch.einsum(y, [52, 0], [0, 52])
