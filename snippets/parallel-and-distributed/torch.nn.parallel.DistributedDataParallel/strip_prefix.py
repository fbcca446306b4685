import socket

import torch.distributed as dist
from torch import nn
from torch.nn.modules.utils import consume_prefix_in_state_dict_if_present
from torch.nn.parallel import DistributedDataParallel as DDP

with socket.socket() as s:
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=0, world_size=1)
state = DDP(nn.Linear(3, 1)).state_dict()
print("DDP keys:", list(state))
plain = nn.Linear(3, 1)
print("load with strict=False:", plain.load_state_dict(state, strict=False))
consume_prefix_in_state_dict_if_present(state, "module.")  # edits the dict in place
print("after stripping:", list(state))
print("load:", plain.load_state_dict(state))
dist.destroy_process_group()
