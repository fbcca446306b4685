# device: cuda
import torch

print("initialized at start:", torch.cuda.is_initialized())
torch.cuda.init()  # explicit initialization; any CUDA call would do it lazily
print("after init():", torch.cuda.is_initialized())
torch.cuda.init()  # a second call does nothing
print("after a second init():", torch.cuda.is_initialized())
