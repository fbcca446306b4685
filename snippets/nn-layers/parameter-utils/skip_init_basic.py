import torch
from torch import nn
from torch.nn.utils import skip_init

m = skip_init(nn.Linear, 3, 4, dtype=torch.float64)   # args and kwargs go to nn.Linear
print(type(m.weight).__name__, tuple(m.weight.shape), m.weight.dtype, m.weight.device, m.weight.requires_grad)
# the values are whatever was in memory: initialise them yourself
nn.init.xavier_uniform_(m.weight)
nn.init.zeros_(m.bias)
print("bias after zeros_:", m.bias.data)

torch.manual_seed(0); ref = nn.Linear(3, 4)
torch.manual_seed(0); fast = skip_init(nn.Linear, 3, 4); fast.reset_parameters()
print("skip_init + reset_parameters() == normal construction:", torch.equal(ref.weight, fast.weight))
