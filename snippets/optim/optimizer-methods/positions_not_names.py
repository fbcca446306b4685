# raises: RuntimeError
import torch
from torch import nn

small = nn.Linear(2, 2)
opt = torch.optim.SGD(small.parameters(), lr=0.1, momentum=0.9)
small(torch.ones(1, 2)).sum().backward()
opt.step()

other = nn.Linear(3, 2)  # a different model with the same number of tensors
opt2 = torch.optim.SGD(other.parameters(), lr=0.1, momentum=0.9)
opt2.load_state_dict(opt.state_dict())  # accepted: only group sizes are checked
print("weight", tuple(other.weight.shape), "got momentum_buffer", tuple(opt2.state[other.weight]["momentum_buffer"].shape))
other(torch.ones(1, 3)).sum().backward()
opt2.step()
