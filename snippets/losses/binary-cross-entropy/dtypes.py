import torch
import torch.nn.functional as F

p = torch.tensor([0.9, 0.2, 0.6]); x = torch.logit(p); y = torch.tensor([1., 0., 1.])
ref = F.binary_cross_entropy(p.double(), y.double()).item()
print("float64 reference:", round(ref, 6))
for dt in (torch.float16, torch.bfloat16):
    a = F.binary_cross_entropy(p.to(dt), y.to(dt))
    b = F.binary_cross_entropy_with_logits(x.to(dt), y.to(dt))
    print(dt, " BCE:", a.item(), " with logits:", b.item(), " dtype:", a.dtype)

print("with logits, float32 input + float64 target ->",
      F.binary_cross_entropy_with_logits(x, y.double()).dtype)
try:
    F.binary_cross_entropy(p, y.double())
except RuntimeError as e:
    print("BCE, float32 input + float64 target -> RuntimeError:", e)

e = torch.empty(0)
print("empty, mean:", F.binary_cross_entropy(e, e).item(), " sum:", F.binary_cross_entropy(e, e, reduction="sum").item())
print("0-d:", F.binary_cross_entropy(torch.tensor(0.3), torch.tensor(1.)))
try:
    F.binary_cross_entropy_with_logits(x.to(torch.complex64), y.to(torch.complex64))
except NotImplementedError as err:
    print("complex64 -> NotImplementedError:", err)
