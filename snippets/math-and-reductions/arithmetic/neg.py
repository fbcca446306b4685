import torch

x = torch.tensor([1.5, -2.0, 0.0])
print("x.neg()     :", x.neg())
print("-x          :", -x)
print("torch.neg(x):", torch.neg(x))

y = x.clone()
y.neg_()
print("y.neg_()    :", y)

u = torch.tensor([0, 1, 200], dtype=torch.uint8)
print("uint8 neg   :", u.neg(), "(wraps modulo 256)")
