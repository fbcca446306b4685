import torch
from torch.quasirandom import SobolEngine

print("unscrambled first point:", SobolEngine(3).draw(1))
a = SobolEngine(3, scramble=True, seed=1).draw(2)
b = SobolEngine(3, scramble=True, seed=1).draw(2)
print("scrambled, seed=1:\n", a)
print("same seed, same points:", torch.equal(a, b))

state = torch.get_rng_state()
SobolEngine(3, scramble=True, seed=1)
print("a seed= does not touch the global generator:", torch.equal(state, torch.get_rng_state()))

torch.manual_seed(3)
c = SobolEngine(3, scramble=True).draw(2)    # seed=None: scrambling uses the global generator
torch.manual_seed(3)
d = SobolEngine(3, scramble=True).draw(2)
print("seed=None follows torch.manual_seed:", torch.equal(c, d))
