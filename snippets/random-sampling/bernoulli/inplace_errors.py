# raises: RuntimeError
import torch

try:
    torch.empty(3).bernoulli_(torch.tensor([0, 1, 1]))
except NotImplementedError as e:
    print("integer p tensor -> NotImplementedError:", e)
torch.empty(3).bernoulli_(1.5)
