import torch

a, b = torch.randn(3, 3), torch.randn(3, 3)
with torch.autocast("cpu", dtype=torch.bfloat16):
    e = a @ b
    with torch.autocast("cpu", enabled=False):
        f = e.float() @ b  # a float32 island: cast autocast's outputs back yourself
        try:
            e @ b  # bfloat16 @ float32 without autocast
        except RuntimeError as err:
            print("mixed inputs without autocast:", err)
    g = f @ b  # autocast is on again: bfloat16, whatever the inputs
print("e:", e.dtype, "| f:", f.dtype, "| g:", g.dtype)
print("inner region matches plain float32:", torch.equal(f, e.float() @ b))
