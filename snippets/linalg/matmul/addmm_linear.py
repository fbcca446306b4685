import torch

x = torch.tensor([[1.0, 2.0, 3.0],
                  [4.0, 5.0, 6.0]])               # (batch=2, in=3)
W = torch.tensor([[0.1, 0.2, 0.3],
                  [0.0, 1.0, 0.0]])               # (out=2, in=3)
b = torch.tensor([0.5, -0.5])

y1 = torch.addmm(b, x, W.T)
y2 = torch.nn.functional.linear(x, W, b)
print("addmm(b, x, W.T):\n", y1)
print("equals F.linear :", torch.allclose(y1, y2))
