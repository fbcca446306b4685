# raises: ValueError
import torch

for seed in [0, 2**64 - 1, -1, -2**63]:
    print(f"manual_seed({seed}) -> initial_seed", torch.Generator().manual_seed(seed).initial_seed())
torch.Generator().manual_seed(2**64)
