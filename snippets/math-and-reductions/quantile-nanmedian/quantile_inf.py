import torch

inf = float("inf")
x = torch.tensor([1.0, inf])
for q in (0.4, 0.5, 0.6):
    print(f"linear   q={q}:", torch.quantile(x, q))
print("midpoint q=0.5:", torch.quantile(x, 0.5, interpolation="midpoint"))
print("higher   q=0.5:", torch.quantile(x, 0.5, interpolation="higher"))
