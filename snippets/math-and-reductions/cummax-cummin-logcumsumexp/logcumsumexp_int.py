# raises: NotImplementedError
import torch

counts = torch.tensor([1, 2, 3])
print("as float:", torch.logcumsumexp(counts.float(), 0))
torch.logcumsumexp(counts, 0)                  # integer input is not promoted
