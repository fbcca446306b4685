import torch

x = torch.zeros(2, 3, 4, 5)                  # N, C, H, W
y = x.permute(0, 2, 3, 1)                    # N, H, W, C
print("shape:", tuple(x.shape), "->", tuple(y.shape))
print("stride:", x.stride(), "->", y.stride())
print("is_contiguous:", y.is_contiguous())
print("shares storage:", y.untyped_storage().data_ptr() == x.untyped_storage().data_ptr())
