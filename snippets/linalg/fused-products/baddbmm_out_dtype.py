import torch

inp = torch.zeros(2, 3, 5, dtype=torch.float16)
b1, b2 = torch.randn(2, 3, 4).half(), torch.randn(2, 4, 5).half()
try:
    torch.baddbmm(inp, b1, b2, torch.float32)
except NotImplementedError as e:
    print("torch.baddbmm(..., out_dtype) on CPU: NotImplementedError:", str(e).splitlines()[0][:70])
try:
    inp.baddbmm(b1, b2, torch.float32)
except TypeError as e:
    print("Tensor.baddbmm(b1, b2, out_dtype): TypeError:", e)
try:
    inp.baddbmm(b1, b2, out_dtype=torch.float32)
except TypeError as e:
    print("Tensor.baddbmm(b1, b2, out_dtype=...): TypeError:", e)
print("float16 without out_dtype ->", torch.baddbmm(inp, b1, b2).dtype)
