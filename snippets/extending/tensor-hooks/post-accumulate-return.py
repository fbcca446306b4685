# raises: RuntimeError
import torch

w = torch.ones(2, requires_grad=True)
w.register_post_accumulate_grad_hook(lambda p: p.grad * 0)   # returns a tensor
(w * 2).sum().backward()
