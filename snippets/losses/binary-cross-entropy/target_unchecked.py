import torch
import torch.nn.functional as F

x = torch.tensor([0.5, 3.0])
y = torch.tensor([2.0, -1.0])                # not in [0, 1]: no error
print("with logits, target outside [0, 1]:", F.binary_cross_entropy_with_logits(x, y, reduction="none"))
print("int64 target:", end=" ")
try:
    F.binary_cross_entropy_with_logits(x, torch.tensor([1, 0]))
except RuntimeError as e:
    print("RuntimeError:", e)
