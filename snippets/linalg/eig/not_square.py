# raises: RuntimeError
import torch

torch.linalg.eig(torch.ones(2, 3))
