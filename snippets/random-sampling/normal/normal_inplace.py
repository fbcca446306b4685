import torch

t = torch.empty(100000)
r = t.normal_(mean=3.0, std=2.0)
print("returns self:", r is t, "| mean:", t.mean(), "| std:", t.std())
print("std = 0 fills with the mean:", torch.empty(3).normal_(5.0, 0.0))
print("bfloat16 keeps its dtype:", torch.empty(2, dtype=torch.bfloat16).normal_().dtype)
print("complex64:", torch.empty(2, dtype=torch.complex64).normal_())

g1 = torch.Generator().manual_seed(7)
g2 = torch.Generator().manual_seed(7)
print("normal_ with generator:    ", torch.empty(3).normal_(generator=g1))
print("torch.normal same generator:", torch.normal(0.0, 1.0, (3,), generator=g2))

w = torch.zeros(2, 3, requires_grad=True)    # initializing a parameter
with torch.no_grad():
    w.normal_(0.0, 0.02)
print("initialized parameter:\n", w)
