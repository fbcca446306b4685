import torch

calls = []


def double(v):
    calls.append(tuple(v.shape))  # a Python side effect
    return v * 2


out = torch.vmap(double)(torch.zeros(4, 3))
print("output shape:", tuple(out.shape))
print("Python body ran", len(calls), "time(s), seeing shape", calls[0])
