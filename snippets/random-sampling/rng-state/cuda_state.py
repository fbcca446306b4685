# device: cuda
import torch

torch.manual_seed(0)
cpu_state = torch.get_rng_state()
cuda_state = torch.cuda.get_rng_state()
first = torch.rand(3, device="cuda")

torch.set_rng_state(cpu_state)          # rewinds the CPU generator only
print("CUDA draws repeat after CPU restore: ", torch.equal(first, torch.rand(3, device="cuda")))

torch.cuda.set_rng_state(cuda_state)    # the CUDA generator has its own state
print("CUDA draws repeat after CUDA restore:", torch.equal(first, torch.rand(3, device="cuda")))
