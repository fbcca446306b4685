import copy
import torch

g = torch.Generator().manual_seed(42)
state = g.get_state()
print("state:", state.dtype, tuple(state.shape))
first = torch.randn(3, generator=g)
g.set_state(state)                    # rewind to the saved point
print("replayed:", torch.equal(first, torch.randn(3, generator=g)))

twin = g.clone_state()                # a new generator at the same point
twin2 = copy.deepcopy(g)
x = torch.rand(2, generator=g)
print("clone_state follows:", torch.equal(x, torch.rand(2, generator=twin)))
print("deepcopy follows:   ", torch.equal(x, torch.rand(2, generator=twin2)))
