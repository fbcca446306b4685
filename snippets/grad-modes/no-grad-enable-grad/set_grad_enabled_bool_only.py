# raises: TypeError
import torch

for value in (True, False):
    with torch.set_grad_enabled(value):
        print(f"set_grad_enabled({value}) ->", torch.is_grad_enabled())

with torch.set_grad_enabled(0):  # an int is not accepted
    pass
