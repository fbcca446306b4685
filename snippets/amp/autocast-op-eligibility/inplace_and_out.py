import torch

a, b = torch.randn(4, 4), torch.randn(4, 4)
ref = a @ b  # float32 reference
with torch.autocast("cpu", dtype=torch.bfloat16):
    auto = a @ b  # out-of-place: autocast runs it in bfloat16
    out = torch.empty(4, 4)
    torch.mm(a, b, out=out)  # out= variant: no autocast kernel
    acc = torch.zeros(4, 4)
    acc.addmm_(a, b)  # in-place variant: no autocast kernel
for label, t in (("a @ b", auto), ("mm(out=)", out), ("addmm_", acc)):
    err = (t.float() - ref).abs().max().item()
    print(f"{label:9} dtype {str(t.dtype):15} max |diff| from float32: {err:.1e}")
