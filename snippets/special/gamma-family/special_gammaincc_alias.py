import torch

a = torch.tensor([2.0, 3.0])
x = torch.tensor([1.0, 1.0], requires_grad=True)
Q = torch.special.gammaincc(a, x)
print("torch.special.gammaincc(a, x):", Q)
print("identical to torch.igammac:", torch.equal(Q, torch.igammac(a, x)))
Q.sum().backward()
print("d/dx (the negative of gammainc's):", x.grad)
a2 = torch.tensor([2.0], requires_grad=True)
try:
    torch.special.gammaincc(a2, torch.tensor([1.0])).backward()
except NotImplementedError as e:
    print("gradient in a:", type(e).__name__, e)
