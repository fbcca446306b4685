import torch

print("iinfo(int16):", torch.iinfo(torch.int16).min, "to", torch.iinfo(torch.int16).max, "| itemsize:", torch.int16.itemsize)
pcm = torch.tensor([32000, -32000], dtype=torch.int16)
print("pcm * 2:", pcm * 2, "(wraps)")
print("pcm.float() / 32768:", pcm.float() / 32768)
