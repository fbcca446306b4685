# raises: TypeError
import torch
from torch.utils.data import DataLoader, Dataset


class NoLen(Dataset):
    def __getitem__(self, i):
        return torch.tensor(i)


loader = DataLoader(NoLen(), batch_size=2, shuffle=True)   # the sampler needs len()
next(iter(loader))
