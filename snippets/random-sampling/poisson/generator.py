import torch

rates = torch.tensor([0.5, 2.0, 8.0])
g = torch.Generator().manual_seed(3)
print("keyword generator:   ", torch.poisson(rates, generator=g))
g = torch.Generator().manual_seed(3)
print("positional generator:", torch.poisson(rates, g))

counts = torch.poisson(torch.full((2, 4), 6.0), generator=g)   # e.g. photon counts per pixel
print("event counts:\n", counts)
