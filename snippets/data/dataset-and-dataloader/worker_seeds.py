import random

import numpy as np
import torch
from torch.utils.data import DataLoader, Dataset, get_worker_info


class RandomDraws(Dataset):
    def __len__(self):
        return 2

    def __getitem__(self, i):
        info = get_worker_info()
        return (info.id, info.seed, torch.initial_seed(),
                round(torch.rand(1).item(), 4), round(random.random(), 4), round(float(np.random.rand()), 4))


def epoch(loader):
    return [tuple(s) for s in loader]


loader = DataLoader(RandomDraws(), batch_size=None, num_workers=2,
                    generator=torch.Generator().manual_seed(0))
first = epoch(loader)
base = first[0][1]
for wid, seed, initial, t, r, n in first:
    print(f"worker {wid}: seed = base + {seed - base}, torch.initial_seed() == seed: {initial == seed},"
          f" torch {t}  random {r}  numpy {n}")
print("second epoch draws differ:", [s[3:] for s in epoch(loader)] != [s[3:] for s in first])
again = DataLoader(RandomDraws(), batch_size=None, num_workers=2,
                   generator=torch.Generator().manual_seed(0))
print("same generator seed, same first epoch:", epoch(again) == first)
