# raises: RuntimeError
import torch

state = torch.get_rng_state()
try:
    torch.set_rng_state(state.float())
except TypeError as e:
    print("float tensor ->", e)
torch.set_rng_state(state[:10])       # a truncated state
