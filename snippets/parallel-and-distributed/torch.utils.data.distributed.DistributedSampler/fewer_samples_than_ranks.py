from torch.utils.data.distributed import DistributedSampler

data = range(2)  # 2 samples, 5 ranks
for drop_last in (False, True):
    shares = [list(DistributedSampler(data, num_replicas=5, rank=r, shuffle=False, drop_last=drop_last))
              for r in range(5)]
    print(f"drop_last={drop_last}: {shares}")
