# raises: TypeError
import torch

ctx = torch.cuda.device(None)  # documented as a no-op
print("idx:", ctx.idx)
with ctx:
    pass
