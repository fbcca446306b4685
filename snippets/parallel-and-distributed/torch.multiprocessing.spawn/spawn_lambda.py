import re

import torch.multiprocessing as mp

if __name__ == "__main__":
    try:
        mp.spawn(lambda rank: print(rank), nprocs=2)  # a lambda cannot be sent by name
    except Exception as e:
        print(type(e).__name__ + ":", re.sub(r" at 0x[0-9a-f]+", "", str(e)))  # drop the address
