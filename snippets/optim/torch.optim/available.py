import torch

names = sorted(
    n for n, obj in vars(torch.optim).items()
    if isinstance(obj, type) and issubclass(obj, torch.optim.Optimizer) and obj is not torch.optim.Optimizer
)
print(len(names), "optimizers:", ", ".join(names))
