import torch

print("built with CUDA:", torch.version.cuda)  # None on a CPU-only build
print("compiled for GPU archs:", torch.cuda.get_arch_list())
print("is_available:", torch.cuda.is_available(), "| device_count:", torch.cuda.device_count())
