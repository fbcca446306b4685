# raises: ValueError
import torch
import torch.nn.functional as F

F.interpolate(torch.randn(1, 1, 4, 4), scale_factor=2, mode="nearest", align_corners=True)
