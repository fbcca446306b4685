import torch

index = torch.tensor([0, 0, 2, 0])
src = torch.tensor([1.0, 2.0, 3.0, 4.0])

added = torch.zeros(3).scatter_add_(0, index, src)
print("scatter_add_          :", added)

for how in ["sum", "prod", "mean", "amax", "amin"]:
    r = torch.ones(3).scatter_reduce(0, index, src, reduce=how)
    r2 = torch.ones(3).scatter_reduce(0, index, src, reduce=how, include_self=False)
    print(f"scatter_reduce {how:4}   : {r}   include_self=False: {r2}")
