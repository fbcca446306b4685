# raises: NotImplementedError
import torch

labels = torch.tensor([0, 1, 2])   # int64: normal samples cannot be integers
torch.randn_like(labels)
