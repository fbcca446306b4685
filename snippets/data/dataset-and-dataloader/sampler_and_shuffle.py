# raises: ValueError
import torch
from torch.utils.data import DataLoader, RandomSampler

data = torch.arange(6)
sampler = RandomSampler(data, generator=torch.Generator().manual_seed(0))
print("sampler alone:", [b.tolist() for b in DataLoader(data, batch_size=3, sampler=sampler)])
DataLoader(data, batch_size=3, shuffle=True, sampler=sampler)
