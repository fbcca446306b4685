import torch

lat = torch.tensor([12.0, 15.0, 11.0, 90.0, 13.0, 14.0, 12.5, 16.0, 13.5, 200.0])
p = lat.quantile(torch.tensor([0.5, 0.9, 0.99]))
print("p50, p90, p99:", p)
print("higher (an observed value):", lat.quantile(0.9, interpolation="higher"))
