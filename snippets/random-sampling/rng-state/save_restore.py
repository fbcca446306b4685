import torch

torch.manual_seed(0)
state = torch.get_rng_state()
print("state:", state.dtype, tuple(state.shape))

a = torch.rand(3)
b = torch.randn(2)
torch.set_rng_state(state)            # rewind the default CPU generator
print("first run: ", a, b)
print("replayed:  ", torch.rand(3), torch.randn(2))

snapshot = torch.get_rng_state()
kept = snapshot.clone()
torch.rand(100)                       # the generator moves on ...
print("snapshot unchanged by later draws:", torch.equal(snapshot, kept))
print("generator state now differs:", not torch.equal(torch.get_rng_state(), snapshot))
