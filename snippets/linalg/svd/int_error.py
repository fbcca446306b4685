# raises: RuntimeError
import torch

torch.linalg.svd(torch.tensor([[1, 2], [3, 4]]))
