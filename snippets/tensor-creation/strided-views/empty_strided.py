import torch

cm = torch.empty_strided((2, 3), (1, 2))          # column-major 2x3
print("strides:", cm.stride(), "| contiguous:", cm.is_contiguous(), "| transpose contiguous:", cm.t().is_contiguous())
print("storage bytes:", cm.untyped_storage().nbytes(), "(6 float32)")

padded = torch.empty_strided((2, 3), (4, 1))      # rows padded to 4 elements
print("padded rows: storage bytes", padded.untyped_storage().nbytes(), "(7 float32: the last pad is not allocated)")
padded.copy_(torch.arange(6.0).reshape(2, 3))
print("filled:\n", padded)
print("int64:", torch.empty_strided((2,), (1,), dtype=torch.int64).dtype)
