import torch
from torch.utils.data import DataLoader, IterableDataset, get_worker_info


class Naive(IterableDataset):
    def __iter__(self):
        return iter(range(4))


class Split(IterableDataset):
    def __iter__(self):
        info = get_worker_info()
        # worker k of n takes every n-th item starting at k
        return iter(range(info.id, 4, info.num_workers))


print("naive, 2 workers:", sorted(torch.cat(list(DataLoader(Naive(), batch_size=2, num_workers=2))).tolist()))
print("split, 2 workers:", sorted(torch.cat(list(DataLoader(Split(), batch_size=2, num_workers=2))).tolist()))
