import torch
import torch.nn.functional as F
from torch import functional as TF  # a mistaken "import ... as F"

print("torch.functional:   ", TF.__name__, "| has relu:", hasattr(TF, "relu"),
      "| has einsum:", hasattr(TF, "einsum"))
print("torch.nn.functional:", F.__name__, "| has relu:", hasattr(F, "relu"))
