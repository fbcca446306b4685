# raises: KeyError
from torch.utils.data import DataLoader, Dataset


class ByName(Dataset):
    """A map-style dataset whose keys are strings, not 0, 1, 2, ..."""

    def __init__(self):
        self.items = {"cat": 0, "dog": 1, "fox": 2}

    def __len__(self):
        return len(self.items)

    def __getitem__(self, key):
        return self.items[key]


ds = ByName()
keys = ["fox", "cat", "dog"]            # any iterable of keys works as a sampler
print("with sampler=keys:", [b.tolist() for b in DataLoader(ds, batch_size=2, sampler=keys)])
next(iter(DataLoader(ds, batch_size=2)))   # the default sampler asks for ds[0]
