import math

import torch

print("negative abs:", torch.polar(torch.tensor([-1.0]), torch.tensor([0.0])))
print("inf abs, angle 0:", torch.polar(torch.tensor([math.inf]), torch.tensor([0.0])))
print("angle inf:", torch.polar(torch.tensor([1.0]), torch.tensor([math.inf])))
print("cos(pi/2) is not exactly 0:", torch.polar(torch.tensor([1.0]), torch.tensor([math.pi / 2])))
