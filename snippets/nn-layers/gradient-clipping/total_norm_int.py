# raises: RuntimeError
import torch
from torch.nn.utils import get_total_norm

print("float works:", get_total_norm([torch.tensor([3.0, 4.0])]))
get_total_norm([torch.tensor([3, 4])])
