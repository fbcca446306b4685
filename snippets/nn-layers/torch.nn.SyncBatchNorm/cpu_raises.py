# raises: ValueError
import os
import torch
import torch.distributed as dist
import torch.nn as nn

dist.init_process_group("gloo", init_method="file://" + os.path.abspath("pg_file"), rank=0, world_size=1)
sbn = nn.SyncBatchNorm(3)
x = torch.randn(4, 3, 2, 2)

sbn.eval()                                  # no synchronisation in eval mode: CPU is fine
print("eval on CPU:", tuple(sbn(x).shape))
sbn.train()                                 # training with a process group wants a GPU tensor
sbn(x)
