import torch.utils.data as data

names = ["Dataset", "IterableDataset", "TensorDataset", "ConcatDataset", "Subset", "random_split",
         "DataLoader", "Sampler", "RandomSampler", "SequentialSampler", "BatchSampler",
         "WeightedRandomSampler", "default_collate", "get_worker_info"]
for n in names:
    print(f"{n:22s}", "present" if hasattr(data, n) else "missing")
print("DistributedSampler:", hasattr(data.distributed, "DistributedSampler"))
