import torch
import torch.nn as nn

bil = nn.Bilinear(3, 4, 2)
print("(3,), (4,) ->", tuple(bil(torch.randn(3), torch.randn(4)).shape))
print("(2, 7, 3), (2, 7, 4) ->", tuple(bil(torch.randn(2, 7, 3), torch.randn(2, 7, 4)).shape))
for name, a, b in [("(5, 3), (1, 4)", torch.randn(5, 3), torch.randn(1, 4)),
                   ("swapped (5, 4), (5, 3)", torch.randn(5, 4), torch.randn(5, 3))]:
    try:
        bil(a, b)
    except RuntimeError as e:
        print(f"{name}: RuntimeError: {e}")

sq = nn.Bilinear(3, 3, 1)                   # in1 == in2: swapping the inputs runs silently
a, b = torch.randn(2, 3), torch.randn(2, 3)
print("in1 == in2, swapped: same output:", torch.allclose(sq(a, b), sq(b, a)),
      "| equals the transposed weight:", torch.allclose(sq(b, a), torch.nn.functional.bilinear(a, b, sq.weight.transpose(1, 2), sq.bias)))
