# raises: RuntimeError
import torch

y = torch.tensor([[1, 2],
                  [3, 4]])
v = torch.tensor([1, 2, 3])
print("tile (2, 2) == repeat(2, 2):", torch.equal(y.tile((2, 2)), y.repeat(2, 2)))
print("tile:              ", v.tile((2,)).tolist())
print("repeat_interleave: ", v.repeat_interleave(2).tolist())
print("y.tile(2):", tuple(y.tile(2).shape))      # fewer dims than y: fine for tile
y.repeat(2)                                      # ... but not for repeat
