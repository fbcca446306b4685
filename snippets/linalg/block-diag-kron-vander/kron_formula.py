import torch

A = torch.arange(1., 7.).reshape(2, 3)     # non-square (2, 3)
B = torch.tensor([[0., 1.], [1., 10.]])     # (2, 2)
K = torch.kron(A, B)
print("shape:", tuple(K.shape), "= (2*2, 3*2)")
print(K)

# block form: block (i, j) is A[i, j] * B
blocks = torch.cat([torch.cat([A[i, j] * B for j in range(3)], dim=1) for i in range(2)], dim=0)
print("max |kron - blocks| =", (K - blocks).abs().max().item())

# index form: K[i*p + k, j*q + l] = A[i, j] * B[k, l]
p, q = B.shape
ok = all(K[i * p + k, j * q + l] == A[i, j] * B[k, l]
         for i in range(2) for j in range(3) for k in range(p) for l in range(q))
print("index formula holds:", ok)

# vectors: kron of two 1-D tensors is 1-D
print("1-D:", torch.kron(torch.tensor([1, 2]), torch.tensor([1, 10])))
