import torch

a = torch.tensor([6, 7, 8])
b = torch.tensor([2, 2, 2])

q = torch.div(a, b)
print("int / int       :", q, q.dtype)
q = torch.div(a, b, rounding_mode="floor")
print("floor int / int :", q, q.dtype)
q = torch.div(a, b, rounding_mode="trunc")
print("trunc int / int :", q, q.dtype)
q = torch.div(a.float(), b, rounding_mode="floor")
print("floor float / int:", q, q.dtype)
