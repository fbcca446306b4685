# raises: RuntimeError
import torch

i = torch.tensor([1, 2, 4])
print("convert first:", torch.nanmean(i.float()))
torch.nanmean(i)
