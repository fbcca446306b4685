import torch

x = torch.randn(2, 3, 5, 7, 9)

# older notes pass the operands as one list; torch 2.13 still accepts it
from_list = torch.einsum("...ij->...ji", [x])
from_args = torch.einsum("...ij->...ji", x)
print("list of operands, same result:", torch.equal(from_list, from_args))

# spaces in the equation are ignored
a = torch.arange(6.0).reshape(2, 3)
print("with spaces, same result:", torch.equal(torch.einsum("ik, kj -> ij", a, a.T), a @ a.T))

# sublist form: integers instead of letters, output sublist last
print("sublist form, same result:", torch.equal(torch.einsum(a, [0, 1], [1, 0]), torch.einsum("ij->ji", a)))
