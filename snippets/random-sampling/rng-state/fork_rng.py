import torch

torch.manual_seed(0)
print("reference stream:", torch.rand(2))

torch.manual_seed(0)
state = torch.get_rng_state()         # save ...
noise = torch.rand(5)                 # ... draw something on the side ...
torch.set_rng_state(state)            # ... and restore
print("after save/restore:", torch.rand(2))

torch.manual_seed(0)
with torch.random.fork_rng():         # the same pattern as a context manager
    torch.rand(5)
print("after fork_rng:   ", torch.rand(2))
