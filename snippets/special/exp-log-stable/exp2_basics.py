import torch

x = torch.tensor([-3.0, 0.0, 0.5, 10.0], dtype=torch.float64)
print("exp2(x)           :", torch.exp2(x))
print("max |exp2 - 2.0**x| (Python floats):", max(abs(a - 2.0**b) for a, b in zip(torch.exp2(x).tolist(), x.tolist())))

lim = torch.tensor([127.0, 128.0, -149.0, -150.0, float("inf"), float("-inf"), float("nan")])
print("float32 exp2 at 127, 128, -149, -150, inf, -inf, nan:", torch.exp2(lim))
print("float16 exp2(15), exp2(16):", torch.exp2(torch.tensor([15.0, 16.0], dtype=torch.float16)))

n = torch.tensor([3, 62, 63, 64])
print("exp2(int64)  :", torch.exp2(n), torch.exp2(n).dtype)
print("2 ** int64   :", 2**n, (2**n).dtype)
