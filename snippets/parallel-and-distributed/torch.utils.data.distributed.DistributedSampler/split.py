from torch.utils.data.distributed import DistributedSampler

data = list(range(10))  # any object with __len__ works as the dataset here
for rank in range(3):
    s = DistributedSampler(data, num_replicas=3, rank=rank, shuffle=False)
    print(f"rank {rank}: {list(s)}  (len {len(s)})")
