import torch

A = torch.randn(2, 3)
B = torch.randn(4, 3)
res = torch.inner(A, B)
by_hand = torch.tensor([[sum(A[i, k].item() * B[j, k].item() for k in range(3)) for j in range(4)] for i in range(2)])
print("inner((2,3), (4,3)) shape:", tuple(res.shape), " max |diff| to loops:", (res - by_hand).abs().max().item())
print("equals A @ B.T:", torch.allclose(res, A @ B.T))
print("(2,5,3) with (4,3) ->", tuple(torch.inner(torch.randn(2, 5, 3), B).shape))
z = torch.tensor([1 + 2j, 3 - 1j])
print("complex, no conjugation:", torch.inner(z, z), " vdot:", torch.vdot(z, z))
try:
    torch.inner(torch.ones(2, 3), torch.ones(3, 2))
except RuntimeError as e:
    print("last dims 3 and 2:", e)
try:
    torch.inner(torch.tensor([1, 2]), torch.tensor([1.5, 2.0]))
except RuntimeError as e:
    print("int64 with float32:", e)
