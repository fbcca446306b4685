import torch

x = torch.arange(12).reshape(3, 4)


def shares(a, b):
    return a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()


row = x[1]          # integer: drops dim 0
col = x[:, 1]       # slice + integer
sub = x[1:, ::2]    # slices with a step
new = x[None, ..., 0]  # None adds a dim, ... fills the rest

for name, t in [("x[1]", row), ("x[:, 1]", col), ("x[1:, ::2]", sub), ("x[None, ..., 0]", new)]:
    print(f"{name:16} shape={tuple(t.shape)} stride={t.stride()} "
          f"offset={t.storage_offset()} shares={shares(t, x)}")

sub[0, 0] = -1      # write through the view
print("x after sub[0, 0] = -1:")
print(x)
