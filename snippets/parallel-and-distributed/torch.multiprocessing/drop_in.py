import multiprocessing

import torch.multiprocessing as mp

print("same Process class as multiprocessing:", mp.Process is multiprocessing.Process)
print("adds spawn / start_processes:", callable(mp.spawn), callable(mp.start_processes))
print("start methods here:", multiprocessing.get_all_start_methods(),
      "| default:", multiprocessing.get_start_method())
