# raises: NotImplementedError
import torch

for dt in (torch.float64, torch.float16, torch.bfloat16):
    print(dt, "->", torch.poisson(torch.full((2,), 5.0, dtype=dt)).dtype)
torch.poisson(torch.tensor([1, 2, 3]))        # integer rates are refused
