import torch

base = torch.arange(24).reshape(4, 6)
v = base[1:, 1::2].t()          # a strided, transposed view
flat = base.reshape(-1)         # base is contiguous, so flat indexes its storage
off, (s0, s1) = v.storage_offset(), v.stride()
print("shape:", tuple(v.shape), "stride:", (s0, s1), "offset:", off)

ok = all(
    v[i, j].item() == flat[off + i * s0 + j * s1].item()
    for i in range(v.shape[0])
    for j in range(v.shape[1])
)
print("v[i, j] == storage[offset + i*s0 + j*s1] for all i, j:", ok)
