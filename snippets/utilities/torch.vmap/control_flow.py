# raises: RuntimeError
import torch

x = torch.arange(6.0).reshape(2, 3)

# per-example choice written with torch.where: fine
print(torch.vmap(lambda v: torch.where(v.sum() > 3, v, -v))(x))


def flip_if_small(v):
    if v.sum() > 3:  # a Python decision on a batched value
        return v
    return -v


torch.vmap(flip_if_small)(x)
