# raises: RuntimeError
import torch

ctx = torch.cuda.device(0)  # building the object is fine
print("idx:", ctx.idx)
with ctx:  # entering it needs CUDA
    pass
