# raises: RuntimeError
import torch

torch.device("gpu")
