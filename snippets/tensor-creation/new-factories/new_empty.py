import torch

base = torch.zeros(3, dtype=torch.int16)
e = base.new_empty(2, 4)                     # contents are arbitrary: not printed
print("varargs size:", tuple(e.shape), e.dtype)
print("tuple size:  ", tuple(base.new_empty((2, 4)).shape))
print("0-d:         ", tuple(base.new_empty(()).shape))
print("new memory:  ", e.data_ptr() != base.data_ptr())
print("filled:      ", base.new_empty(3).fill_(5))

torch.use_deterministic_algorithms(True)     # deterministic mode fills new memory
print("deterministic int16:  ", base.new_empty(3))
print("deterministic float32:", torch.zeros(1).new_empty(3))
torch.use_deterministic_algorithms(False)
