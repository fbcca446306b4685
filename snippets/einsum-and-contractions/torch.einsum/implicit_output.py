import torch

a = torch.arange(6.0).reshape(2, 3)  # label its dims b (size 2) and a (size 3)

implicit = torch.einsum("ba", a)      # no "->": output labels sorted alphabetically -> "ab"
explicit = torch.einsum("ba->ba", a)  # output order spelled out

print("'ba'     shape:", implicit.shape)
print("'ba->ba' shape:", explicit.shape)
print("'ba' is the transpose:", torch.equal(implicit, a.T))
print("'ba->ba' is the input:", torch.equal(explicit, a))

# labels that appear twice are summed, the rest are sorted
b = torch.arange(12.0).reshape(3, 4)
print("'ik,kj' equals 'ik,kj->ij':", torch.equal(torch.einsum("ik,kj", a, b), torch.einsum("ik,kj->ij", a, b)))
print("'jk,ki' shape:", torch.einsum("jk,ki", a, b).shape, "(output 'ij': i from b, j from a)")

# upper-case letters sort before lower-case ones (ASCII order)
print("'bA' shape:", torch.einsum("bA", a).shape)
