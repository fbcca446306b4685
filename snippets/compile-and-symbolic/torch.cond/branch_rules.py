# timeout: 120
# raises: RuntimeError
import re

import torch

x = torch.tensor([1.0, 2.0])

# an int output is allowed; a float output is not
print("int outputs:", torch.cond(torch.tensor(True), lambda t: 1, lambda t: 2, (x,)))
try:
    torch.cond(torch.tensor(True), lambda t: 1.5, lambda t: 2.5, (x,))
except Exception as e:
    print("float outputs:", type(e).__name__)

# the two branches must agree on dtype
try:
    torch.cond(torch.tensor(True), lambda t: t.cos(), lambda t: t.double(), (x,))
except Exception as e:
    print("dtype mismatch:", re.search(r"expected same dtype[^\"]*", str(e)).group(0))

# mutating a tensor from outside the branch is refused
counter = torch.zeros(1)


def counting(t):
    counter.add_(1)
    return t + 1


try:
    torch.cond(torch.tensor(True), counting, lambda t: t - 1, (x,))
except Exception as e:
    print("global mutation:", type(e).__name__, "| counter:", counter)

# pred must hold exactly one element
torch.cond(torch.tensor([True, False]), lambda t: t, lambda t: -t, (x,))
