# device: cuda
import torch
import torch.nn.functional as F

# gradient of a bilinear upsample in float16 on CUDA, against the same gradient in float64
x = torch.randn(1, 1, 64, 64, device="cuda")
weights = torch.randn(1, 1, 256, 256, device="cuda")
grads = {}
for dtype in (torch.float64, torch.float16):
    xi = x.to(dtype).requires_grad_()
    (F.interpolate(xi, scale_factor=4, mode="bilinear") * weights.to(dtype)).sum().backward()
    grads[dtype] = xi.grad.double()
err = (grads[torch.float16] - grads[torch.float64]).abs()
print(f"largest gradient error of float16: {err.max().item():.4f}"
      f" (gradients up to {grads[torch.float64].abs().max().item():.2f})")
