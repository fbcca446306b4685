import torch
from torch import nn

torch.manual_seed(0)
x = torch.randn(64, 3)
y = x @ torch.tensor([[1.0], [-2.0], [0.5]]) + 0.3
model = nn.Linear(3, 1)
loss_fn = nn.MSELoss()
opt = torch.optim.SGD(model.parameters(), lr=0.1)

for step in range(1, 31):
    opt.zero_grad()              # 1. clear old gradients
    loss = loss_fn(model(x), y)  # 2. forward
    loss.backward()              # 3. gradients into p.grad
    opt.step()                   # 4. update the parameters
    if step in (1, 10, 20, 30):
        print(f"step {step:>2}: loss {loss.item():.4f}")
print("weight:", model.weight.data, "bias:", model.bias.data)
