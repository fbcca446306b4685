import torch

torch.manual_seed(0)
torch.rand(5)
state = torch.get_rng_state()       # save the position in the stream
a = torch.rand(3)
torch.set_rng_state(state)          # rewind
b = torch.rand(3)
print("replayed the same numbers:", torch.equal(a, b))
