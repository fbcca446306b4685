# raises: TypeError
import torch

a = torch.tensor([7, -7])
torch.true_divide(dividend=a, divisor=2)
