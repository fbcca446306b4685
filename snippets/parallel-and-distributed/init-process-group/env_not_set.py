# raises: ValueError
import torch.distributed as dist

# default init_method is "env://": it reads MASTER_ADDR, MASTER_PORT, RANK and WORLD_SIZE
dist.init_process_group("gloo")
