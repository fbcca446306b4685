import torch

img = torch.tensor([[0, 128, 250]], dtype=torch.uint8)
print("range:", torch.iinfo(torch.uint8).min, "to", torch.iinfo(torch.uint8).max, "| is_signed:", torch.uint8.is_signed)
print("img + 10:", img + 10, "(wraps modulo 256)")
print("img.float() / 255:", img.float() / 255)
print("img - 1 on a 0:", (img - 1)[0, 0].item())
print("img / 2 dtype:", (img / 2).dtype)
