import torch

A = torch.randn(2, 3, 4)
B = torch.randn(5, 6)
# B is treated as (1, 5, 6): the first dimension multiplies too, it is NOT a batch dimension
print("kron((2,3,4), (5,6)) ->", tuple(torch.kron(A, B).shape))

# a batched Kronecker product of matrices (one per batch element) needs broadcasting and reshape
X = torch.randn(2, 3, 4)
Y = torch.randn(2, 5, 6)
batched = (X[:, :, None, :, None] * Y[:, None, :, None, :]).reshape(2, 3 * 5, 4 * 6)
print("batched shape:", tuple(batched.shape))
print("batch 1 equals kron(X[1], Y[1]):", torch.allclose(batched[1], torch.kron(X[1], Y[1])))
print("torch.kron(X, Y) shape instead:", tuple(torch.kron(X, Y).shape))

# dtype promotion and integer overflow
print("int64 with float32 ->", torch.kron(torch.tensor([1, 2]), torch.tensor([1.5, 2.0])).dtype)
print("int8 100*2 wraps:", torch.kron(torch.tensor([100], dtype=torch.int8), torch.tensor([1, 2], dtype=torch.int8)))
print("complex:", torch.kron(torch.tensor([1 + 1j]), torch.tensor([1j, 2])))
