import torch

x = torch.tensor([-5.0, -9.0, -9.5, -30.0, float("-inf"), float("inf"), float("nan")])
print("erfcx, float32:", torch.special.erfcx(x))
print("erfcx(-26.6), float64:", torch.special.erfcx(torch.tensor(-26.6, dtype=torch.float64)).item())
print("int64 input ->", torch.special.erfcx(torch.tensor([1])).dtype)
for dtype in [torch.float16, torch.bfloat16]:
    try:
        torch.special.erfcx(torch.tensor([1.0], dtype=dtype))
    except RuntimeError as e:
        print(dtype, "->", type(e).__name__, e)
