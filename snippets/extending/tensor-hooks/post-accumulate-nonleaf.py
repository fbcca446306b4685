# raises: RuntimeError
import torch

w = torch.ones(2, requires_grad=True)
y = w * 2
print("y.is_leaf:", y.is_leaf)
y.register_post_accumulate_grad_hook(lambda p: None)
