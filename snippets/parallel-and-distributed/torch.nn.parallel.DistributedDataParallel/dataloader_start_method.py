import torch
from torch.utils.data import DataLoader

if __name__ == "__main__":
    loader = DataLoader(torch.arange(4), batch_size=2, num_workers=1, multiprocessing_context="forkserver")
    print("workers started with:", loader.multiprocessing_context.get_start_method())
    print("batches:", [b.tolist() for b in loader])
