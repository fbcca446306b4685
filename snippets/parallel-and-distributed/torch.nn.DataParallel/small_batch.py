import torch

# DataParallel splits the batch like Tensor.chunk(number_of_devices, dim)
for batch in (8, 6, 5, 3):
    parts = torch.empty(batch, 3).chunk(4)
    print(f"batch {batch} over 4 GPUs: {len(parts)} parts, sizes {[p.shape[0] for p in parts]}")
