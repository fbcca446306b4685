import torch

# 1) tensor mean, tensor std: one draw per element pair
a = torch.normal(torch.tensor([0.0, 10.0, 100.0]), torch.tensor([1.0, 1.0, 0.1]))
print("tensor mean, tensor std:", a)

# 2) float mean, tensor std: the shape comes from std
b = torch.normal(5.0, torch.tensor([0.0, 1.0, 2.0, 3.0]))
print("float mean, tensor std: ", b, tuple(b.shape))

# 3) tensor mean, float std (std defaults to 1): the shape comes from mean
c = torch.normal(torch.zeros(2, 2), 0.5)
print("tensor mean, float std:\n", c)

# 4) float mean, float std, size: the only form that takes a size (and dtype=)
d = torch.normal(2.0, 3.0, size=(2, 3))
print("float, float, size:", tuple(d.shape), d.dtype)
e = torch.normal(0.0, 1.0, (2,), dtype=torch.float64)
print("with dtype=:", e)
