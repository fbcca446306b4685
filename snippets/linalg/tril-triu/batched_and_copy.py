import torch

b = torch.ones(2, 3, 3)
print("batched tril applies to the last two dims:", tuple(b.tril().shape), b.tril()[1].sum().item())

x = torch.arange(4.0).reshape(2, 2)
t = x.tril()
print("tril returns a new tensor:", t.data_ptr() != x.data_ptr())
r = x.tril_()
print("tril_ modifies in place and returns x:", r is x, x)
