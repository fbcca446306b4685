from torch.distributions import Distribution, Normal

# the default is Python's __debug__, which is False under `python -O`
print("validation default:", Distribution._validate_args, " __debug__:", __debug__)
Distribution.set_default_validate_args(False)          # what -O amounts to, for every distribution
print("with validation off, Normal(0, -1) builds; scale =", Normal(0.0, -1.0).scale.item())
print("one instance can still ask for it:", Normal(0.0, 1.0, validate_args=True)._validate_args)
