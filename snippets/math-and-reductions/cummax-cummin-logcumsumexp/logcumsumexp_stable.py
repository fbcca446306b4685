import torch

inf, nan = float("inf"), float("nan")
x = torch.tensor([0.0, 1.0, 2.0, 1000.0])
print("logcumsumexp:        ", torch.logcumsumexp(x, 0))
print("log(cumsum(exp(x))): ", torch.log(torch.cumsum(torch.exp(x), 0)))

print("-inf entries:", torch.logcumsumexp(torch.tensor([-inf, 0.0, -inf]), 0))
print("+inf entry:  ", torch.logcumsumexp(torch.tensor([0.0, inf, 1.0]), 0))
print("NaN entry:   ", torch.logcumsumexp(torch.tensor([0.0, nan, 1.0]), 0))
