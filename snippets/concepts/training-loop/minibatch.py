import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
# synthetic 2-class data: is the point inside the circle of radius 1?
X = torch.randn(512, 2)
labels = (X.norm(dim=1) < 1.0).long()
train = DataLoader(TensorDataset(X[:384], labels[:384]), batch_size=32, shuffle=True)
X_val, y_val = X[384:], labels[384:]

model = nn.Sequential(nn.Linear(2, 16), nn.ReLU(), nn.Linear(16, 2))
loss_fn = nn.CrossEntropyLoss()
optimizer = torch.optim.Adam(model.parameters(), lr=0.02)

for epoch in range(1, 21):
    model.train()
    total = 0.0
    for xb, yb in train:  # one step per mini-batch
        optimizer.zero_grad()
        loss = loss_fn(model(xb), yb)
        loss.backward()
        optimizer.step()
        total += loss.item() * len(xb)
    model.eval()
    with torch.no_grad():  # no graph needed for evaluation
        acc = (model(X_val).argmax(dim=1) == y_val).float().mean().item()
    if epoch in (1, 2, 5, 10, 20):
        print(f"epoch {epoch:2d}  train loss {total / 384:.4f}  val accuracy {acc:.4f}")
