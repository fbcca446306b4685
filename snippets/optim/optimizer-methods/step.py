import torch

p = torch.nn.Parameter(torch.tensor([3.0]))
opt = torch.optim.SGD([p], lr=0.25)
print("step() without a grad leaves p alone:", opt.step(), p.data)
p.grad = torch.tensor([2.0])
print("step() returns:", opt.step(), "| p:", p.data, "= 3 - 0.25 * 2")


def closure():
    opt.zero_grad()
    loss = (p ** 2).sum()
    loss.backward()
    return loss


print("step(closure) returns the closure's loss:", opt.step(closure))
print("p after:", p.data)
lbfgs = torch.optim.LBFGS([p], lr=1.0)
print("LBFGS needs a closure:", lbfgs.step(closure).item(), "->", p.data)
