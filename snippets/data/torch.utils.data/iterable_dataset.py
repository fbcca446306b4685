import torch
from torch.utils.data import DataLoader, IterableDataset


class Countdown(IterableDataset):
    """A stream: no __len__ and no indexing, only __iter__."""

    def __init__(self, start):
        self.start = start

    def __iter__(self):
        return iter(range(self.start, 0, -1))


for batch in DataLoader(Countdown(7), batch_size=3):
    print(batch)
