import torch

x = torch.tensor([4.0, 2.0, 0.0, -0.0, -1.0, float("inf")])
print("x       :", x)
print("rsqrt(x):", torch.rsqrt(x))
ref = 1 / torch.sqrt(x[:2].double())
print("max |rsqrt - 1/sqrt| (float64 reference):", (torch.rsqrt(x[:2]).double() - ref).abs().max().item())
i = torch.tensor([1, 4, 16])
print("int64 input:", torch.rsqrt(i), torch.rsqrt(i).dtype)
print("complex -4 :", torch.rsqrt(torch.tensor([-4 + 0j])))
