import torch

for dtype in [torch.int64, torch.bool, torch.float16, torch.bfloat16, torch.float64]:
    x = torch.tensor([0, 1], dtype=dtype)
    print(f"{str(dtype):15} -> {torch.erf(x).dtype}")

print("0-d shape  :", torch.erf(torch.tensor(0.5)).shape)
print("empty shape:", torch.erf(torch.empty(0, 3)).shape)

# half precision: erf(0.3) = 0.328627 to six digits
print("float32 :", torch.erf(torch.tensor(0.3)).item())
print("float16 :", torch.erf(torch.tensor(0.3, dtype=torch.float16)).item())
print("bfloat16:", torch.erf(torch.tensor(0.3, dtype=torch.bfloat16)).item())

try:
    torch.erf(torch.tensor([0.5 + 0.1j]))
except RuntimeError as e:
    print("complex input:", type(e).__name__, e)
