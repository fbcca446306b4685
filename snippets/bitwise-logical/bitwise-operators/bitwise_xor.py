import torch

x = torch.tensor([0b1100, 0b1010, 7])
key = torch.tensor([0b1010, 0b1010, 7])

enc = torch.bitwise_xor(x, key)
print("x ^ key      :", enc)
print("(x ^ key) ^ key:", enc ^ key, "<- xor with the same key undoes it")
print("x ^ x        :", x ^ x)
a = torch.tensor([True, True, False])
b = torch.tensor([True, False, False])
print("bool a ^ b   :", a ^ b, "equals a != b:", torch.equal(a ^ b, a != b))
