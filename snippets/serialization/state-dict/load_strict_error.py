# raises: RuntimeError
import torch
from torch import nn

small = nn.Linear(3, 2)
other = nn.Linear(3, 4)
# strict=False forgives missing or extra keys, never a shape mismatch
other.load_state_dict(small.state_dict(), strict=False)
