# timeout: 90
import re
import warnings

import torch
from torch.utils.data import DataLoader


def init_worker(worker_id):      # defined at module level: picklable
    torch.manual_seed(1234 + worker_id)


if __name__ == "__main__":       # spawn re-imports this file in each worker
    data = torch.arange(4)
    ok = DataLoader(data, batch_size=2, num_workers=2,
                    multiprocessing_context="spawn", worker_init_fn=init_worker)
    print("spawn, module-level function:", [b.tolist() for b in ok])

    forked = DataLoader(data, batch_size=2, num_workers=2,
                        multiprocessing_context="fork", worker_init_fn=lambda wid: None)
    print("fork, lambda:", [b.tolist() for b in forked])

    spawned = DataLoader(data, batch_size=2, num_workers=2,
                         multiprocessing_context="spawn", worker_init_fn=lambda wid: None)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")        # DataLoader adds a hint about pickling
        try:
            next(iter(spawned))
        except Exception as e:                 # the lambda cannot be sent to a spawned worker
            print("spawn, lambda:", type(e).__name__ + ":", re.sub(r" at 0x[0-9a-f]+", "", str(e)))
