# raises: RuntimeError
import torch

x = torch.tensor([float("inf"), 3.0])
print("x.isposinf():", x.isposinf())
torch.tensor([complex(float("inf"), 0)]).isposinf()   # no sign of infinity for complex
