# raises: RuntimeError
import torch

print("(-8.0) ** (1/3) :", torch.pow(torch.tensor([-8.0]), 1 / 3), "(real power of a negative base)")
print("int ** 2.5      :", torch.pow(torch.tensor([4]), 2.5), torch.pow(torch.tensor([4]), 2.5).dtype)
print("float ** -1     :", torch.pow(torch.tensor([2.0]), -1))

# integer tensor to a negative integer power
torch.pow(torch.tensor([2]), -1)
