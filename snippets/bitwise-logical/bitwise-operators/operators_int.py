import torch

x1 = torch.tensor([1, 2, 3], dtype=torch.uint8)   # 0b01, 0b10, 0b11
x2 = torch.tensor([1, 1, 1], dtype=torch.uint8)

print("x1 & x2 :", x1 & x2)
print("x1 | x2 :", x1 | x2)
print("x1 ^ x2 :", x1 ^ x2)
print("~x1     :", ~x1)
print("x1 << 1 :", x1 << 1)
print("x1 >> 1 :", x1 >> 1)

# each operator is a torch function and a Tensor method
print("same as the functions:", all([
    torch.equal(x1 & x2, torch.bitwise_and(x1, x2)),
    torch.equal(x1 | x2, torch.bitwise_or(x1, x2)),
    torch.equal(x1 ^ x2, torch.bitwise_xor(x1, x2)),
    torch.equal(~x1, torch.bitwise_not(x1)),
    torch.equal(x1 << 1, torch.bitwise_left_shift(x1, 1)),
]))
print("same as the methods:", torch.equal(x1 | x2, x1.bitwise_or(x2)),
      torch.equal(x1 << 1, x1.bitwise_left_shift(1)))
