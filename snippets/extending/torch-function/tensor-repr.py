import torch

print(repr(torch.tensor([1.0, 2.0])))
print(repr(torch.tensor([1.0, 2.0], dtype=torch.float64)))     # non-default dtype is shown
print(repr(torch.tensor([1, 2], dtype=torch.int32)))
print(repr(torch.tensor([1, 2])))                              # int64: not shown
print(repr(torch.tensor([True, False])))                       # bool: not shown
print(repr(torch.tensor([1.0, 2.0], requires_grad=True)))      # leaf that requires grad
print(repr(torch.tensor([1.0, 2.0], requires_grad=True) * 2))  # non-leaf: grad_fn
print(repr(torch.zeros(2, 0)))                                 # empty: size is shown
print(repr(torch.zeros(2, device="meta")))                     # a non-CPU device is shown
print("str == repr:", str(torch.ones(2)) == repr(torch.ones(2)))
torch.set_printoptions(precision=2)
print(repr(torch.tensor([3.14159])))
