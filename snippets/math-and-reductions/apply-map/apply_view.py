import torch

z = torch.zeros(2, 3)
z[:, 1].apply_(lambda v: v + 5)
print("apply_ on the view z[:, 1]:\n", z)
t = torch.arange(6.0).reshape(2, 3).t()          # non-contiguous
t.apply_(lambda v: v + 100)
print("transposed input, strides", t.stride(), ":\n", t)
print("empty tensor (callable never runs):", torch.empty(0).apply_(lambda v: 1 / 0))
