import torch

x = torch.arange(12).reshape(3, 4)


def shares(a, b):
    return a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()


i0 = torch.tensor(1)        # a 0-d integer tensor acts like the int 1
i1 = torch.tensor([1])      # a 1-D integer tensor is advanced indexing
print("x[torch.tensor(1)]   shape:", tuple(x[i0].shape), "shares:", shares(x[i0], x))
print("x[torch.tensor([1])] shape:", tuple(x[i1].shape), "shares:", shares(x[i1], x))

row = x[i0]
row[0] = -1                 # writes through: it is a view
print("x[1, 0] after row[0] = -1:", x[1, 0].item())
