# raises: RuntimeError
import torch

print("float 1/0      :", torch.tensor([1.0, -1.0, 0.0]) / 0)
print("int true div /0:", torch.tensor([1, -1, 0]) / 0)
print("float fmod by 0:", torch.fmod(torch.tensor([1.0]), 0))
try:
    torch.fmod(torch.tensor([1]), 0)
except RuntimeError as e:
    print("int fmod by 0  : RuntimeError:", e)
try:
    torch.div(torch.tensor([1]), 0, rounding_mode="trunc")
except RuntimeError as e:
    print("int trunc div 0: RuntimeError:", e)

# integer floor/trunc division by zero raises on CPU
torch.div(torch.tensor([1]), 0, rounding_mode="floor")
