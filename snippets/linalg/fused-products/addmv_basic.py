import torch

inp = torch.tensor([1.0, -1.0])
M = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
v = torch.tensor([1.0, 0.0, 2.0])
beta, alpha = 0.5, 2.0
res = torch.addmv(inp, M, v, beta=beta, alpha=alpha)
by_hand = [beta * inp[i].item() + alpha * sum(M[i, k].item() * v[k].item() for k in range(3)) for i in range(2)]
print("addmv:", res.tolist(), " beta*input + alpha*(M @ v) by hand:", by_hand)
print("0-d input broadcasts:", torch.addmv(torch.tensor(10.0), M, v).tolist())
nan_inp = torch.full((2,), float("nan"))
print("beta=0 ignores a NaN input:", torch.addmv(nan_inp, M, v, beta=0).tolist())
print("beta=1e-30 does not:     ", torch.addmv(nan_inp, M, v, beta=1e-30).tolist())
try:
    torch.addmv(inp.double(), M, v)
except RuntimeError as e:
    print("float64 input with float32 mat/vec:", e)
try:
    torch.addmv(inp, M, v, 0.5)
except TypeError as e:
    print("beta passed positionally: TypeError:", str(e).splitlines()[0])
