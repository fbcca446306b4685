import torch
from torch.utils.data import DataLoader, IterableDataset, get_worker_info


class Sharded(IterableDataset):
    """n items; each worker takes every num_workers-th one; __len__ reports n."""

    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n

    def __iter__(self):
        info = get_worker_info()
        start, step = (0, 1) if info is None else (info.id, info.num_workers)
        return iter(range(start, self.n, step))


for n, drop_last in [(10, False), (14, True)]:
    loader = DataLoader(Sharded(n), batch_size=4, num_workers=2, drop_last=drop_last)
    batches = [b.tolist() for b in loader]
    print(f"n={n} drop_last={drop_last}: len(loader) = {len(loader)}, batches received = {len(batches)}")
    print("   ", batches, " samples:", sum(len(b) for b in batches), "of", n)
