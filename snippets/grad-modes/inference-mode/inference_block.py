import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)

with torch.inference_mode():
    print("inside: is_inference_mode_enabled:", torch.is_inference_mode_enabled(),
          "| is_grad_enabled:", torch.is_grad_enabled())
    y = x * 2
    z = torch.zeros(2, dtype=torch.int64)  # a factory call inside the block
print("after:  is_inference_mode_enabled:", torch.is_inference_mode_enabled(),
      "| is_grad_enabled:", torch.is_grad_enabled())

print("y:", y, "| dtype:", y.dtype, "| shape:", tuple(y.shape))
print("y.requires_grad:", y.requires_grad, "| y.grad_fn:", y.grad_fn)
print("y.is_inference():", y.is_inference(), "| z.is_inference():", z.is_inference())
print("x.is_inference():", x.is_inference())
