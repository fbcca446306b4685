# raises: RuntimeError
import torch

n = torch.tensor([8, 12])
print("after .float()    :", torch.frexp(n.float()))
torch.frexp(n)
