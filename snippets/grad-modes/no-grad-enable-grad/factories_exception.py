import torch

x = torch.ones(2, requires_grad=True)

with torch.no_grad():
    a = torch.zeros(2, requires_grad=True)         # factory with requires_grad=True
    b = torch.tensor([1.0, 2.0], requires_grad=True)
    p = torch.nn.Parameter(torch.rand(2))           # Parameter defaults to requires_grad=True
    c = x.clone()                                   # an ordinary op on x
    d = x + 1

print("zeros(requires_grad=True):", a.requires_grad)
print("tensor(requires_grad=True):", b.requires_grad)
print("nn.Parameter:", p.requires_grad)
print("x.clone():", c.requires_grad)
print("x + 1:", d.requires_grad)
