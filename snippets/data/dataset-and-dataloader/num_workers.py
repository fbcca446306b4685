import os

import torch
from torch.utils.data import DataLoader, Dataset, get_worker_info

MAIN_PID = os.getpid()


class WhoLoads(Dataset):
    def __len__(self):
        return 8

    def __getitem__(self, i):
        info = get_worker_info()              # None in the main process
        in_worker = os.getpid() != MAIN_PID   # True inside a worker process
        return torch.tensor([i, info.id, int(in_worker)])


loader = DataLoader(WhoLoads(), batch_size=2, num_workers=2)
for batch in loader:
    print("indices:", batch[:, 0].tolist(), " worker id:", batch[0, 1].item(),
          " loaded in another process:", bool(batch[0, 2]))
print("get_worker_info() in the main process:", get_worker_info())
