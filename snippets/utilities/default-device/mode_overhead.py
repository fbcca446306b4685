import torch
from torch.overrides import _get_current_function_mode_stack


def modes():
    return [type(m).__name__ for m in _get_current_function_mode_stack()]


print("initially:", modes())
torch.set_default_device("cpu")  # even the device that is already the default ...
print("after set_default_device('cpu'):", modes())  # ... installs a mode that sees every torch call
torch.set_default_device(None)
print("after set_default_device(None):", modes())
