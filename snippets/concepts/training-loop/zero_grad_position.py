import torch
from torch import nn

X = torch.randn(8, 3)
y = torch.randn(8, 1)


def train(zero_grad_first):
    torch.manual_seed(0)
    model = nn.Linear(3, 1)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    for _ in range(5):
        if zero_grad_first:
            opt.zero_grad()
        nn.functional.mse_loss(model(X), y).backward()
        opt.step()
        if not zero_grad_first:
            opt.zero_grad()  # clearing right after step() works the same
    return model.weight.detach()


a, b = train(True), train(False)
print("zero_grad() first:", a)
print("zero_grad() last: ", b)
print("same weights:", torch.equal(a, b))
