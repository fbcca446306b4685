import torch

print("int8 lcm(100, 3):", torch.lcm(torch.tensor([100], dtype=torch.int8), torch.tensor([3], dtype=torch.int8)).tolist(),
      "(true value 300)")
print("int64 lcm(2**40, 3**25):", torch.lcm(torch.tensor([2**40]), torch.tensor([3**25])).item(),
      "| true value:", 2**40 * 3**25)
lo = torch.iinfo(torch.int64).min
print("gcd(int64 min, 0):", torch.gcd(torch.tensor([lo]), torch.tensor([0])).item())
