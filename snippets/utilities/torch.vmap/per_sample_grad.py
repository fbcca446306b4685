import torch
from torch.func import grad

w = torch.tensor([0.5, -1.0, 2.0])
x = torch.arange(6.0).reshape(2, 3)  # two samples


def loss(w, xi):
    return (xi @ w) ** 2


per_sample = torch.vmap(grad(loss), in_dims=(None, 0))(w, x)
print("per-sample gradients:\n", per_sample, sep="")
print("by hand, 2 (x_i . w) x_i:\n", torch.stack([2 * (xi @ w) * xi for xi in x]), sep="")
