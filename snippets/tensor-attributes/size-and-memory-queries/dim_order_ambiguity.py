import torch

t = torch.empty(1, 2, 3, 4)                 # N = 1: the stride of dim 0 does not matter
print("default:", t.dim_order())
try:
    t.dim_order(ambiguity_check=True)
except RuntimeError as e:
    print("ambiguity_check=True:", e)
print("among [contiguous_format, channels_last]:",
      t.dim_order(ambiguity_check=[torch.contiguous_format, torch.channels_last]))
for bad in [lambda: t.dim_order(True), lambda: t.dim_order(ambiguity_check="yes")]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
