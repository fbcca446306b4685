# raises: AttributeError
import torch
import torch.nn.functional as F

print("F.relu exists:", hasattr(F, "relu"))
print("F.ReLU exists:", hasattr(F, "ReLU"))
F.ReLU(torch.tensor([-1.0, 1.0]))
