# raises: RuntimeError
import torch

m = torch.tensor([[1.0, 2.0],
                  [3.0, 4.0]])
print("prepend of shape (2, 1) works:", torch.diff(m, prepend=torch.zeros(2, 1)).tolist())
try:
    torch.diff(m, prepend=0.0)
except TypeError:
    print("prepend=0.0: TypeError (a tensor is required)")
torch.diff(m, prepend=torch.tensor([0.0]))      # 1-D prepend for a 2-D input
