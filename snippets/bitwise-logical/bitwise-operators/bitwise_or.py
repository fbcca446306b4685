import torch

READ, WRITE, EXEC = 0b001, 0b010, 0b100
perms = torch.tensor([READ, WRITE, READ | EXEC])

print("torch.bitwise_or(perms, WRITE):", torch.bitwise_or(perms, WRITE))
print("perms | WRITE                :", perms | WRITE)
print("perms.bitwise_or(WRITE)      :", perms.bitwise_or(WRITE))
print("bool: a | b                  :", torch.tensor([True, False, False]) | torch.tensor([False, False, True]))
print("int8 | int64 dtype           :", (torch.tensor([1], dtype=torch.int8) | torch.tensor([2])).dtype)
