from torch import nn
from torch.nn.utils import parametrize, parametrizations

lin = parametrizations.orthogonal(nn.Linear(4, 4))
print("parametrized:", parametrize.is_parametrized(lin, "weight"))
print("parameters:", [n for n, _ in lin.named_parameters()])
print("buffers:", [n for n, _ in lin.named_buffers()])
parametrize.remove_parametrizations(lin, "weight")
print("after removal:", type(lin).__name__, [n for n, _ in lin.named_parameters()])
