import torch

print("CUDA available:", torch.cuda.is_available())
try:
    torch.Generator(device="cuda")    # a CPU-only build has no CUDA generator
except RuntimeError as e:
    print("RuntimeError:", str(e).split(".")[0])
