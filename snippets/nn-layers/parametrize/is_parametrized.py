from torch import nn
from torch.nn.utils import parametrize, parametrizations

lin = nn.Linear(3, 3)
print("before:", parametrize.is_parametrized(lin))
parametrizations.orthogonal(lin)
print("any tensor:", parametrize.is_parametrized(lin))
print("weight:", parametrize.is_parametrized(lin, "weight"), " bias:", parametrize.is_parametrized(lin, "bias"))
model = nn.Sequential(lin)
print("parent module:", parametrize.is_parametrized(model), " (it only looks at the module itself)")
