import torch

x = torch.tensor([1.0, 3.14159, 70000.0, 1 / 3])
b = x.bfloat16()
print("bfloat16():", b.tolist(), b.dtype)
print("half():    ", x.half().tolist())
print("already bfloat16 -> same object:", b.bfloat16() is b)
w = torch.ones(2, requires_grad=True)
print("differentiable:", type(w.bfloat16().grad_fn).__name__)
