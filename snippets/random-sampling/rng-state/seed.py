import torch

s = torch.seed()                      # a fresh, non-deterministic seed (not printed: it changes every run)
print("type:", type(s).__name__, "| fits in 64 bits:", 0 <= s < 2**64)
print("initial_seed() now returns it:", torch.initial_seed() == s)
print("a second call gives another seed:", torch.seed() != s)

torch.manual_seed(0)                  # the opposite: a fixed seed, the same stream every run
print("after manual_seed(0):", torch.rand(3))
