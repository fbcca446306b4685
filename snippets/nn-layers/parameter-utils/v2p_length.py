# raises: RuntimeError
import torch
from torch import nn
from torch.nn.utils import vector_to_parameters

model = nn.Linear(2, 2)                    # 6 numbers
vector_to_parameters(torch.arange(10.0), model.parameters())
print("10 numbers for 6 parameters: no error, bias =", model.bias.data)
vector_to_parameters(torch.arange(3.0), model.parameters())
