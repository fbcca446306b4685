# raises: TypeError
import torch

len(torch.tensor(3.5))
