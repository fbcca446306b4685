# raises: RuntimeError
import torch

x = torch.tensor([1, 2, 3])           # int64
print("out-of-place x + 0.5:", x + 0.5, x.add(0.5).dtype)

# An in-place op must write the result into x's own int64 storage,
# so it cannot change the dtype to float.
x.add_(0.5)
