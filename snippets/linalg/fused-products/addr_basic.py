import torch

inp = torch.ones(2, 3)
u = torch.tensor([1.0, 2.0])
w = torch.tensor([1.0, 0.0, -1.0])
beta, alpha = 3.0, 0.5
res = torch.addr(inp, u, w, beta=beta, alpha=alpha)
by_hand = [[beta * inp[i, j].item() + alpha * u[i].item() * w[j].item() for j in range(3)] for i in range(2)]
print("addr:", res.tolist())
print("by hand:", by_hand)
print("input (3,) broadcasts over rows:", torch.addr(torch.tensor([10.0, 20.0, 30.0]), u, w).tolist())
print("int64 u with float32 w ->", torch.addr(torch.zeros(2, 3), torch.tensor([1, 2]), w).dtype)
b = torch.tensor([True, False])
print("bool (logical and / or):", torch.addr(torch.zeros(2, 2, dtype=torch.bool), b, torch.tensor([True, True])).tolist())
try:
    torch.addr(torch.zeros(2, 3), u.reshape(2, 1), w)
except RuntimeError as e:
    print("vec1 of shape (2, 1):", e)
