# device: cuda
import torch

torch.manual_seed(2)                       # seeds the CPU and every CUDA generator
print("CPU initial_seed :", torch.initial_seed(), " CUDA initial_seed:", torch.cuda.initial_seed())
torch.cuda.manual_seed(7)                  # seeds only the current CUDA generator
print("CPU initial_seed :", torch.initial_seed(), " CUDA initial_seed:", torch.cuda.initial_seed())
