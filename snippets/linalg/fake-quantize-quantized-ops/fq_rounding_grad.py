import torch

t = torch.tensor([0.25, 0.75, 1.25, -0.25])                  # exactly 0.5, 1.5, 2.5, -0.5 steps of 0.5
print("ties, scale 0.5:", torch.fake_quantize_per_tensor_affine(t, 0.5, 0, -128, 127).tolist())
x = torch.tensor([-2.0, 0.26, 1.3, 30.0], requires_grad=True)
torch.fake_quantize_per_tensor_affine(x, 0.1, 10, 0, 255).sum().backward()
print("gradient (1 inside [-1, 24.5], 0 where clamped):", x.grad.tolist())
print("NaN and inf:", torch.fake_quantize_per_tensor_affine(torch.tensor([float("nan"), float("inf")]), 0.1, 10, 0, 255).tolist())
