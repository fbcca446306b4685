import time

from torch.utils.data import DataLoader, Dataset


class SlowFirst(Dataset):
    def __len__(self):
        return 8

    def __getitem__(self, i):
        if i == 0:
            time.sleep(1.0)     # batch 0, loaded by worker 0, is slow
        return i


for in_order in (True, False):
    loader = DataLoader(SlowFirst(), batch_size=2, num_workers=2, in_order=in_order)
    print(f"in_order={in_order}:", [b.tolist() for b in loader])
