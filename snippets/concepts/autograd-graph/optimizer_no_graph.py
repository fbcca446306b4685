import torch

w = torch.nn.Parameter(torch.tensor([1.0, 2.0]))
opt = torch.optim.SGD([w], lr=0.5)

w.grad = torch.tensor([0.2, -0.4])  # set by hand: no forward pass, no graph
opt.step()  # reads w.grad only
print("w after step:", w.data)
