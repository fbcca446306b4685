import random

import torch

g = torch.Generator().manual_seed(1)   # a separate generator object
torch.manual_seed(0)
state = torch.get_rng_state()
g_before = g.get_state().clone()
random.seed(0)
print("python random:", random.random())
torch.rand(3)
g_draw = torch.rand(3, generator=g)
torch.set_rng_state(state)
print("torch.rand replays:", torch.rand(3))
print("python random continues:", random.random())
print("generator object not rewound:", not torch.equal(g.get_state(), g_before))
