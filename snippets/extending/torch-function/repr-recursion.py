import torch

class Loud(torch.Tensor):
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        message = f"{func.__name__}{args!r}"   # repr(args) calls Tensor.__repr__ ...
        return super().__torch_function__(func, types, args, kwargs or {})

x = torch.ones(2).as_subclass(Loud)
print("calling x * 2 ...")
try:
    x * 2                                      # ... which calls __torch_function__ again
except RecursionError as e:                    # the exact wording depends on where the limit is hit
    print("raised", type(e).__name__)
