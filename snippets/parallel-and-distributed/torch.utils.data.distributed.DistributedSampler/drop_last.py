from torch.utils.data.distributed import DistributedSampler

data = list(range(10))
for rank in range(3):
    s = DistributedSampler(data, num_replicas=3, rank=rank, shuffle=False, drop_last=True)
    print(f"rank {rank}: {list(s)}")
