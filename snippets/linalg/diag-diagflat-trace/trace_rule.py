import torch

A = torch.randn(4, 4, dtype=torch.float64)
by_hand = sum(A[i, i].item() for i in range(4))
print("|trace - sum of A[i][i]|:", abs(torch.trace(A).item() - by_hand))
R = torch.arange(12.0).reshape(3, 4)
print("non-square (3, 4):", torch.trace(R).item(), "= 0 + 5 + 10")
i8 = torch.tensor([[100, 0], [0, 100]], dtype=torch.int8)
print("int8 input -> ", torch.trace(i8), "(promoted, no overflow)")
print("float16 stays:", torch.trace(torch.ones(2, 2, dtype=torch.float16)).dtype)
print("empty (0, 0):", torch.trace(torch.empty(0, 0)).item())
x = torch.randn(3, 3, requires_grad=True)
torch.trace(x).backward()
print("gradient is the identity:", torch.equal(x.grad, torch.eye(3)))
