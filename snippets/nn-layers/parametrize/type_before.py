from torch import nn
from torch.nn.utils import parametrize, parametrizations

lin = parametrizations.weight_norm(nn.Linear(3, 2))
print("type(lin):", type(lin).__name__)
print("type_before_parametrizations:", parametrize.type_before_parametrizations(lin).__name__)
print("type(lin) is nn.Linear:", type(lin) is nn.Linear, " isinstance:", isinstance(lin, nn.Linear))
print("plain module:", parametrize.type_before_parametrizations(nn.ReLU()).__name__)
