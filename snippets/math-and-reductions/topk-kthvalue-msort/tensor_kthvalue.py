import torch

lat = torch.tensor([12.0, 15.0, 11.0, 90.0, 13.0, 14.0, 12.5, 16.0, 13.5, 200.0])
k = int(0.9 * lat.numel())               # 9th smallest of 10
v, i = lat.kthvalue(k)
print(f"lat.kthvalue({k}): value {v.item()}, at index {i.item()}")
