import torch
from torch import nn

model = nn.Sequential(
    nn.Conv2d(1, 4, kernel_size=3, padding=1),  # layer with parameters
    nn.ReLU(),                                  # activation
    nn.MaxPool2d(2),                            # pooling
    nn.Flatten(),
    nn.Linear(4 * 4 * 4, 3),
)
loss_fn = nn.CrossEntropyLoss()                 # losses are Modules too
x, target = torch.randn(2, 1, 8, 8), torch.tensor([0, 2])
loss = loss_fn(model(x), target)
loss.backward()
print(model)
print(f"loss: {loss.item():.4f}")
print("grad of first conv weight:", tuple(model[0].weight.grad.shape))
for cls in (nn.Conv2d, nn.ReLU, nn.MaxPool2d, nn.Linear, nn.CrossEntropyLoss):
    print(f"{cls.__name__:>16} is an nn.Module: {issubclass(cls, nn.Module)}")
