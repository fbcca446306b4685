# timeout: 120
import torch


def true_fn(x):
    return x.cos()


def false_fn(x):
    return x.sin()


x = torch.tensor([0.0, 1.0, 2.0])
print("pred tensor(True): ", torch.cond(torch.tensor(True), true_fn, false_fn, (x,)))
print("pred x.sum() > 10: ", torch.cond(x.sum() > 10, true_fn, false_fn, (x,)))
print("pred Python False: ", torch.cond(False, true_fn, false_fn, (x,)))
print("plain if, for comparison:", true_fn(x) if x.sum() > 10 else false_fn(x))

# several operands, several outputs, no operands
a, b = torch.tensor(2.0), torch.tensor(4.0)
print("tuple output:", torch.cond(a < b, lambda p, q: (p + q, p * q), lambda p, q: (p - q, p / q), (a, b)))
print("no operands:", torch.cond(torch.tensor(False), lambda: torch.ones(2), lambda: torch.zeros(2)))
