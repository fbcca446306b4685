# raises: NotImplementedError
import torch

i = torch.tensor([3, 4])
print("torch.round(int64):", torch.round(i), torch.round(i).dtype)
print("float16 kept:", torch.special.round(torch.tensor([1.5, 2.5], dtype=torch.float16)))
torch.special.round(i)
