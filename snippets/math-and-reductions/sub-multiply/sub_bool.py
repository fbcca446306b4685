# raises: RuntimeError
import torch

m = torch.tensor([True, True, False])
n = torch.tensor([True, False, False])
print("m ^ n (xor)  :", m ^ n)
print("m & ~n       :", m & ~n)
print("as ints      :", m.int() - n.int())
m - n
