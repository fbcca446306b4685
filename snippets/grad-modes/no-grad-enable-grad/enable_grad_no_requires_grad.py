import torch

a = torch.tensor([1.0, 2.0])  # requires_grad=False
with torch.enable_grad():
    b = a * 2
print("grad mode on, input without requires_grad -> b.requires_grad:", b.requires_grad)

with torch.inference_mode():
    with torch.enable_grad():
        x = torch.ones(2, requires_grad=True)
        print("is_grad_enabled:", torch.is_grad_enabled(),
              "| is_inference_mode_enabled:", torch.is_inference_mode_enabled())
        y = x * 2
print("y.requires_grad:", y.requires_grad, "| y.is_inference():", y.is_inference())
