import torch
from torch import nn

model = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 1))
opt = torch.optim.SGD(model.parameters(), lr=0.1)
x, y = torch.randn(32, 4), torch.randn(32, 1)

opt.zero_grad()
loss = nn.functional.mse_loss(model(x), y)
grads = torch.autograd.grad(loss, model.parameters(), create_graph=True)  # keep the graph
penalty = torch.cat([g.flatten() for g in grads]).norm()  # ||d loss / d params||
total = loss + penalty
total.backward()  # also differentiates through the penalty
print(f"loss {loss.item():.4f}  penalty {penalty.item():.4f}")
print(f"grad norm of the first layer: {model[0].weight.grad.norm().item():.4f}")
opt.step()
