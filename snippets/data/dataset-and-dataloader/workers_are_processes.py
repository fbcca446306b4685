import torch
from torch.utils.data import DataLoader, Dataset


class Counting(Dataset):
    def __init__(self):
        self.calls = 0                                               # a plain Python attribute
        self.hits = torch.zeros(6, dtype=torch.int64).share_memory_()   # a tensor in shared memory

    def __len__(self):
        return 6

    def __getitem__(self, i):
        self.calls += 1         # counts in whichever process runs this
        self.hits[i] += 1       # writes into memory that every process sees
        return i


ds = Counting()
seen = [b.tolist() for b in DataLoader(ds, batch_size=3, num_workers=2)]
print("batches:", seen)
print("calls counted in the main process with num_workers=2:", ds.calls)
print("shared-memory hits seen in the main process:", ds.hits.tolist())

seen = [b.tolist() for b in DataLoader(ds, batch_size=3, num_workers=0)]
print("calls counted in the main process with num_workers=0:", ds.calls)
