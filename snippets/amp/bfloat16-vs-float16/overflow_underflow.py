import torch

vals = torch.tensor([65504.0, 65519.0, 65520.0, 70000.0, 1e5, 1e-5, 1e-8, 1e-30])
print("value      float16       bfloat16")
for v, h, b in zip(vals.tolist(), vals.half().tolist(), vals.bfloat16().tolist()):
    print(f"{v:<10g} {h:<13.6g} {b:.6g}")
a = torch.tensor([300.0])
print("300**2 in float16:", (a.half() ** 2).item(), "| in bfloat16:", (a.bfloat16() ** 2).item())
print("smallest float16 subnormal 2**-24:", torch.tensor(2.0**-24).half().item(),
      "| 2**-25 in float16:", torch.tensor(2.0**-25).half().item())
