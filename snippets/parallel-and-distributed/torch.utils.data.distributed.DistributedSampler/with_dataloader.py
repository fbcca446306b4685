import torch
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler

ds = TensorDataset(torch.arange(10.0))
sampler = DistributedSampler(ds, num_replicas=2, rank=1, shuffle=False)
loader = DataLoader(ds, batch_size=2, sampler=sampler)  # no shuffle= here: the sampler decides
print("rank 1 batches:", [b[0].tolist() for b in loader])
try:
    DataLoader(ds, batch_size=2, sampler=sampler, shuffle=True)
except ValueError as e:
    print("ValueError:", e)
