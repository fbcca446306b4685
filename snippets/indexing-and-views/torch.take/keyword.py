# raises: TypeError
import torch

src = torch.arange(6)
print("index=:", src.take(index=torch.tensor([2])).tolist())
src.take(indices=torch.tensor([2]))              # the docstring's name is not the keyword
