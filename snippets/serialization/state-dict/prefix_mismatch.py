import torch
from torch import nn
from torch.nn.modules.utils import consume_prefix_in_state_dict_if_present

model = nn.Linear(2, 1)
# checkpoints written from DataParallel/DDP wrappers or torch.compile carry a prefix
wrapped_sd = {"module." + k: v for k, v in model.state_dict().items()}
print("keys in file:", list(wrapped_sd))
print("strict=False silently loads nothing:", nn.Linear(2, 1).load_state_dict(wrapped_sd, strict=False))
consume_prefix_in_state_dict_if_present(wrapped_sd, "module.")
print("after removing the prefix:", nn.Linear(2, 1).load_state_dict(wrapped_sd))
