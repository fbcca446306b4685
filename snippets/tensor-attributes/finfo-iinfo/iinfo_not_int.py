# raises: TypeError
import torch

try:
    torch.iinfo(torch.bool)
except TypeError as e:
    print("iinfo(torch.bool):", e)
torch.iinfo(torch.float32)
