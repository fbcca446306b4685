import torch
from torch import nn

torch.manual_seed(0)
# synthetic data: y = 3*x1 - 2*x2 + 1 + noise
X = torch.randn(200, 2)
y = X @ torch.tensor([3.0, -2.0]) + 1.0 + 0.1 * torch.randn(200)
y = y.unsqueeze(1)  # (200, 1), the same shape as the model output

model = nn.Linear(2, 1)
loss_fn = nn.MSELoss()
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)

for epoch in range(1, 101):
    optimizer.zero_grad()  # 1. clear old gradients
    pred = model(X)  # 2. forward
    loss = loss_fn(pred, y)  # 3. loss
    loss.backward()  # 4. backward: fill .grad
    optimizer.step()  # 5. update the parameters
    if epoch in (1, 2, 5, 10, 20, 50, 100):
        print(f"epoch {epoch:3d}  loss {loss.item():.4f}")

print("learned weight:", [round(v, 4) for v in model.weight.flatten().tolist()],
      "bias:", round(model.bias.item(), 4))
