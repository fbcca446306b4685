# device: cuda
# raises: RuntimeError
import torch

g_cuda = torch.Generator(device="cuda").manual_seed(0)
print("CUDA generator on CUDA:", torch.rand(2, device="cuda", generator=g_cuda))
g_cpu = torch.Generator().manual_seed(0)
torch.rand(2, device="cuda", generator=g_cpu)     # a CPU generator for a CUDA op
