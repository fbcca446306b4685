# raises: NotImplementedError
import torch

z = torch.tensor([5 + 3j, -4 + 1j])
print("dtype:", z.dtype)
torch.fmod(z, 2)
