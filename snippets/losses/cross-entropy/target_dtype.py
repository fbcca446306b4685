# raises: RuntimeError
import torch
import torch.nn.functional as F

logits = torch.randn(3, 4)
F.cross_entropy(logits, torch.tensor([1.0, 2.0, 3.0]))  # class indices must be int64
