import torch

x = torch.tensor([0b0101, 0b0011], dtype=torch.uint8)
print("x.bitwise_xor(0b1111):", x.bitwise_xor(0b1111), "(low 4 bits flipped)")
print("same as x ^ 15       :", torch.equal(x.bitwise_xor(15), x ^ 15))
print("dtype                :", x.bitwise_xor(15).dtype)
