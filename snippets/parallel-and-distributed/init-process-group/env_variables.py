import os
import socket

import torch.distributed as dist

with socket.socket() as s:
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
# what torchrun sets for every process it starts
os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port), RANK="0", WORLD_SIZE="1")
dist.init_process_group("gloo")  # init_method defaults to "env://"
print("rank", dist.get_rank(), "of", dist.get_world_size(), "| backend", dist.get_backend())
dist.destroy_process_group()
