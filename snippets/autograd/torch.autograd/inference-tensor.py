# raises: RuntimeError
import torch

with torch.inference_mode():
    t = torch.ones(2)                  # an inference tensor
print("t.is_inference():", t.is_inference())

w = torch.ones(2, requires_grad=True)
w * t                                  # mul would save t for backward
