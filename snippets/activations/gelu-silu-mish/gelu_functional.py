import torch
import torch.nn.functional as F

x = torch.tensor([-2.0, -0.5, 0.0, 0.5, 2.0])
print("F.gelu(x)                     :", F.gelu(x))
print("F.gelu(x, approximate='tanh') :", F.gelu(x, approximate="tanh"))
print("same as the module            :", torch.equal(F.gelu(x), torch.nn.GELU()(x)))

# approximate must be passed by keyword, and only 'none' or 'tanh' are accepted
try:
    F.gelu(x, "tanh")
except TypeError as e:
    print("positional  ->", type(e).__name__ + ":", e)
try:
    F.gelu(x, approximate="Tanh")
except RuntimeError as e:
    print("'Tanh'      ->", type(e).__name__ + ":", e)
try:
    F.gelu(x, approximate=None)
except TypeError as e:
    print("None        ->", type(e).__name__ + ":", e)

# the module accepts any string when it is built and only fails when called
m = torch.nn.GELU(approximate="foo")
print("built       :", m)
try:
    m(x)
except RuntimeError as e:
    print("called      ->", type(e).__name__ + ":", e)
