import torch
from torch.utils.data import DataLoader, Dataset


class Threads(Dataset):
    def __len__(self):
        return 2

    def __getitem__(self, i):
        return torch.get_num_threads()  # read inside the worker process


torch.set_num_threads(2)
print("main process:", torch.get_num_threads())
print("in DataLoader workers:", [int(t) for t in DataLoader(Threads(), num_workers=2)])
