import torch

i = torch.tensor([1, 2])                       # int64
f = torch.tensor([0.5, 1.5])                   # float32
print("int64 + float32 ->", torch.stack((i, f)).dtype)
print("int8 + uint8    ->", torch.stack((i.to(torch.int8), i.to(torch.uint8))).dtype)
print("bool + bool     ->", torch.stack((i > 1, i > 0)).dtype)

# The result is new memory: writing to it leaves the inputs alone
x = torch.tensor([1, 2, 3])
s = torch.stack((x, x))
s[0, 0] = 100
print("x after writing s[0, 0]:", x.tolist())
print("shares memory with x:", s.data_ptr() == x.data_ptr())

# The same holds for all six functions
a = torch.tensor([[1, 2]])                       # int64
b = torch.tensor([[0.5, 1.5]])                   # float32
for fn in (torch.stack, torch.hstack, torch.vstack, torch.dstack, torch.column_stack, torch.row_stack):
    r = fn((a, b))
    print(f"{fn.__name__:>12}: dtype {r.dtype}, shares memory with a: {r.data_ptr() == a.data_ptr()}")
