# raises: RuntimeError
import torch
import torch.nn.functional as F

logits = torch.randn(2, 5, 3)          # (N, L, C): 5 tokens, 3 classes
target = torch.randint(0, 3, (2, 5))   # (N, L)
a = F.cross_entropy(logits.transpose(1, 2), target)        # (N, C, L)
b = F.cross_entropy(logits.reshape(-1, 3), target.reshape(-1))  # (N*L, C)
print("transpose(1, 2) and flatten agree:", torch.allclose(a, b))
F.cross_entropy(logits, target)  # dim 1 (size 5) is taken as the classes
