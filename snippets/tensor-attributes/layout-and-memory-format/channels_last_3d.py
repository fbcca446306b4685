import torch

v = torch.empty(2, 3, 4, 5, 6).to(memory_format=torch.channels_last_3d)   # N, C, D, H, W
print("stride (N, C, D, H, W):", v.stride())
print("channels_last_3d contiguous:", v.is_contiguous(memory_format=torch.channels_last_3d))
for fmt, t in [(torch.channels_last, torch.empty(2, 3, 4)), (torch.channels_last, torch.empty(2, 3, 4, 5, 6)),
               (torch.channels_last_3d, torch.empty(2, 3, 4, 5))]:
    try:
        t.to(memory_format=fmt)
    except RuntimeError as e:
        print(f"{t.dim()}-D tensor to {fmt}: RuntimeError: {e}")
