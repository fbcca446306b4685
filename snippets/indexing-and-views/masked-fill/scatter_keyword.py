# raises: TypeError
import torch

x = torch.zeros(3)
mask = torch.tensor([True, False, True])
print("source=:", x.masked_scatter(mask, source=torch.tensor([1.0, 2.0])).tolist())
x.masked_scatter(mask, tensor=torch.tensor([1.0, 2.0]))   # the keyword is source
