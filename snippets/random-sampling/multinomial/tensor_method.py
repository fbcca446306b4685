import torch

w = torch.tensor([1.0, 2.0, 3.0])
g = torch.Generator().manual_seed(3)
a = w.multinomial(3, generator=g)
g.manual_seed(3)
b = torch.multinomial(w, 3, generator=g)
print("w.multinomial(3):        ", a)
print("torch.multinomial(w, 3): ", b)
print("same draws:", torch.equal(a, b))
print("w.multinomial(5, True):  ", w.multinomial(5, True))
