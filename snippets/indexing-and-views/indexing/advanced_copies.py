import torch

x = torch.arange(12).reshape(3, 4)


def shares(a, b):
    return a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()


rows = x[[0, 2]]            # integer list: advanced indexing
masked = x[x > 8]           # boolean mask: advanced indexing
mixed = x[[0, 2], 1:]       # advanced + basic in one index
print("x[[0, 2]]      shares:", shares(rows, x), "shape:", tuple(rows.shape))
print("x[x > 8]       shares:", shares(masked, x), "shape:", tuple(masked.shape))
print("x[[0, 2], 1:]  shares:", shares(mixed, x), "shape:", tuple(mixed.shape))

rows[0, 0] = 100            # writes into the copy only
masked[:] = 0               # writes into the copy only
print("x unchanged:")
print(x)
