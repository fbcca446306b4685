import torch

c = torch.tensor([65, 66, 127]).char()
print("x.char():", c, " dtype:", c.dtype, " <- int8, not a character type")
b = torch.tensor([65, 66, 200]).char()
print("[65, 66, 200].char():", b, " <- out of int8 range: wraps")
print("x.byte():", torch.tensor([65, 66, 200]).byte(), " <- uint8 keeps 200")
