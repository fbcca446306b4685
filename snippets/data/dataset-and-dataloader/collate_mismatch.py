# raises: RuntimeError
import torch
from torch.utils.data import DataLoader

seqs = [torch.tensor([1, 2, 3]), torch.tensor([4, 5])]
next(iter(DataLoader(seqs, batch_size=2)))
