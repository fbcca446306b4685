import torch

x = torch.tensor([1.0, 1.25, -2.5, 448.0, 57344.0])
high_byte_of_half = x.half().view(torch.uint8).view(-1, 2)[:, 1]   # little-endian: byte 1 is the top
e5m2_byte = x.to(torch.float8_e5m2).view(torch.uint8)
print("top byte of float16:", high_byte_of_half.tolist())
print("float8_e5m2 byte   :", e5m2_byte.tolist())
y = torch.tensor([57344.0, 61439.0, 61440.0, float("inf")])
print("cast of", y.tolist(), "->", y.to(torch.float8_e5m2).float().tolist())
