import itertools
import torch

print(torch.broadcast_shapes((3, 1), (1, 4), ()))
print(torch.broadcast_shapes(2, (3, 1)))            # an int is a 1-D shape
print(torch.broadcast_shapes(torch.Size([0, 1]), [1, 5]))
print(torch.broadcast_shapes())

def by_hand(*shapes):
    """Right-align, then each size must be 1 or equal; 1 gives way."""
    out = []
    for sizes in itertools.zip_longest(*[reversed(s) for s in shapes], fillvalue=1):
        big = {n for n in sizes if n != 1}
        assert len(big) <= 1, sizes
        out.append(big.pop() if big else 1)
    return tuple(reversed(out))

cases = [((5, 1, 4), (3, 1)), ((2, 1), (7, 1, 1), (1, 6)), ((0, 1), (1, 3))]
print("matches the rule:", all(tuple(torch.broadcast_shapes(*c)) == by_hand(*c) for c in cases))

try:
    torch.broadcast_shapes(torch.zeros(2, 1), torch.zeros(3))
except RuntimeError as e:
    print("tensors instead of shapes: RuntimeError:", str(e).split(",")[0])
print("pass .shape instead:", torch.broadcast_shapes(torch.zeros(2, 1).shape, torch.zeros(3).shape))
