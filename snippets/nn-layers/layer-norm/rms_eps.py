import torch
import torch.nn.functional as F

x = torch.tensor([[1e-4, -2e-4, 3e-4, 0.0]])  # mean(x^2) = 3.5e-8, the size of float32 eps

def ref(t, eps):                              # by hand, in float64
    t = t.double()
    return t / torch.sqrt(t.pow(2).mean(-1, keepdim=True) + eps)

f32_eps, f16_eps = torch.finfo(torch.float32).eps, torch.finfo(torch.float16).eps
y = F.rms_norm(x, (4,))                       # eps=None
print("float32 input: matches float32 eps:", torch.allclose(y.double(), ref(x, f32_eps), atol=1e-3),
      "| matches 1e-6:", torch.allclose(y.double(), ref(x, 1e-6), atol=1e-3))
y16 = F.rms_norm(x.half(), (4,))
print("float16 input: matches float32 eps:", torch.allclose(y16.double(), ref(x.half(), f32_eps), atol=1e-3),
      "| matches float16 eps:", torch.allclose(y16.double(), ref(x.half(), f16_eps), atol=1e-3))
x64 = torch.tensor([[1e-9, -2e-9, 3e-9, 0.0]], dtype=torch.float64)
y64 = F.rms_norm(x64, (4,))
print("float64 input: matches float64 eps:", torch.allclose(y64, ref(x64, torch.finfo(torch.float64).eps)),
      "| matches float32 eps:", torch.allclose(y64, ref(x64, f32_eps)))
print("y (default eps):", y)
print("y (eps=1e-6):  ", F.rms_norm(x, (4,), eps=1e-6))
print("all-zero row:", F.rms_norm(torch.zeros(1, 4), (4,)))
