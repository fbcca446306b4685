import torch
from torch import nn

model = nn.Linear(2, 2).double()                   # float64 module
weight_before = model.weight
ptr_before = model.weight.data_ptr()
sd = nn.Linear(2, 2).state_dict()                  # float32 tensors
model.load_state_dict(sd)
print("dtype after loading float32 tensors:", model.weight.dtype)
print("same Parameter object:", model.weight is weight_before, " same memory:", model.weight.data_ptr() == ptr_before)
print("values copied:", torch.allclose(model.weight, sd["weight"].double()))

model2 = nn.Linear(2, 2).double()
model2.load_state_dict(sd, assign=True)            # take the given tensors instead of copying into them
print("assign=True dtype:", model2.weight.dtype, " is a Parameter:", isinstance(model2.weight, nn.Parameter))
