import torch
from torch import nn


def make():
    torch.manual_seed(0)
    model = nn.Linear(2, 1)
    return model, torch.optim.Adam(model.parameters(), lr=0.1)


def train(model, opt, steps):
    for _ in range(steps):
        opt.zero_grad()
        model(torch.ones(1, 2)).pow(2).sum().backward()
        opt.step()


model, opt = make()
train(model, opt, 4)
reference = model.weight.detach().clone()

model, opt = make()
train(model, opt, 2)
ckpt = {"model": model.state_dict(), "opt": opt.state_dict()}
model2, opt2 = make()
model2.load_state_dict(ckpt["model"])
opt2.load_state_dict(ckpt["opt"])  # restores Adam's m, v and step count
train(model2, opt2, 2)
print("resumed == uninterrupted:", torch.allclose(model2.weight, reference))

model3, opt3 = make()
model3.load_state_dict(ckpt["model"])  # model only: Adam starts over
train(model3, opt3, 2)
print("without the optimizer state:", torch.allclose(model3.weight, reference))
