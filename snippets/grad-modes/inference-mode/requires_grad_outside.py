# raises: RuntimeError
import torch

with torch.inference_mode():
    emb = torch.randn(2, 3)
print("emb.is_inference():", emb.is_inference())

trainable = emb.clone().requires_grad_()  # the way to make it trainable
print("clone requires_grad:", trainable.requires_grad, "| is_inference:", trainable.is_inference())

emb.requires_grad_()  # directly on the inference tensor
