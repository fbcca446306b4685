import torch

u8 = torch.tensor([200], dtype=torch.uint8)
print("result_type(uint8 tensor, 1000):", torch.result_type(u8, 1000))
print("u8 + 1000:", u8 + 1000, "  (1200 mod 256 = 176)")

h = torch.tensor([1.0], dtype=torch.float16)
print("result_type(float16 tensor, 1e10):", torch.result_type(h, 1e10))
print("h + 1e10:", h + 1e10)
print("with a float32 copy:", h.float() + 1e10)
