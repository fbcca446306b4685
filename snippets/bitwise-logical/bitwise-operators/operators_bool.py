import torch

a = torch.tensor([True, True, False, False])
b = torch.tensor([True, False, True, False])

print("a & b:", a & b)
print("a | b:", a | b)
print("a ^ b:", a ^ b)
print("~a   :", ~a)
print("result dtype:", (a & b).dtype)
# on bool tensors the bitwise ops are exactly the logical ops
print("equal to logical_and/or/xor/not:", all([
    torch.equal(a & b, torch.logical_and(a, b)),
    torch.equal(a | b, torch.logical_or(a, b)),
    torch.equal(a ^ b, torch.logical_xor(a, b)),
    torch.equal(~a, torch.logical_not(a)),
]))
