import torch

f = torch.tensor([1.0, -2.0])
bits = f.view(torch.int32)          # same bytes, read as int32
print("bits:", bits)
print("bit patterns:", [f"{v & 0xFFFFFFFF:#010x}" for v in bits.tolist()])

h = torch.tensor([1.0, 2.0, 3.0, 4.0])
pairs = h.view(torch.float64)       # 4 x 4 bytes -> 2 x 8 bytes
print("float32 (4,) -> float64 shape:", tuple(pairs.shape))
print("same storage:", pairs.untyped_storage().data_ptr() == h.untyped_storage().data_ptr())
