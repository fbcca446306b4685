import torch

x = torch.tensor([-3.0, -1.0, 0.5, 2.0, 5.0])
print("x                  :", x)
print("clamp(x, -1, 2)    :", torch.clamp(x, min=-1.0, max=2.0))
print("only min=0 (relu)  :", x.clamp(min=0))
print("only max=1         :", x.clamp(max=1))

# tensor bounds broadcast elementwise
lo = torch.tensor([0.0, 0.0, 1.0, 1.0, 1.0])
print("tensor min         :", torch.clamp(x, min=lo))

y = x.clone()
y.clamp_(-1, 1)
print("clamp_ in place    :", y)
