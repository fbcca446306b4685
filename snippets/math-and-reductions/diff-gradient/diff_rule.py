import torch

x = torch.tensor([1.0, 4.0, 9.0, 16.0, 25.0])
d1 = torch.diff(x)
print("diff(x):      ", d1.tolist())
print("x[i+1] - x[i]:", [x[i + 1].item() - x[i].item() for i in range(len(x) - 1)])

d2 = torch.diff(x, n=2)
print("diff(x, n=2): ", d2.tolist())
print("x[i+2] - 2 x[i+1] + x[i]:",
      [x[i + 2].item() - 2 * x[i + 1].item() + x[i].item() for i in range(len(x) - 2)])
print("n=2 == diff(diff(x)):", torch.equal(d2, torch.diff(d1)))
print("n=5 on 5 elements: shape", tuple(torch.diff(x, n=5).shape))
print("n=0 gives the input back:", torch.equal(torch.diff(x, n=0), x))
