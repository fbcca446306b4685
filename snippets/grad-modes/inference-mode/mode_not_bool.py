# raises: TypeError
import torch

with torch.inference_mode(True):
    print("inference_mode(True):", torch.is_inference_mode_enabled())
with torch.inference_mode(bool(0)):
    print("inference_mode(bool(0)):", torch.is_inference_mode_enabled())

with torch.inference_mode(0):  # a non-bool is taken as a function to decorate
    pass
