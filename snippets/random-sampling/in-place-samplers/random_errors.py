# raises: RuntimeError
import torch

try:
    torch.empty(3).random_(0.5, 3.7)
except TypeError as e:
    print("float bounds -> TypeError:", str(e).splitlines()[0])
try:
    torch.empty(3, dtype=torch.uint8).random_(0, 300)
except RuntimeError as e:
    print("bound outside uint8 ->", e)
try:
    torch.empty(3, dtype=torch.complex64).random_()
except NotImplementedError as e:
    print("complex ->", e)
torch.empty(3, dtype=torch.int64).random_(5, 5)      # empty range
