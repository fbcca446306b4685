import torch
from torch.quasirandom import SobolEngine

engine = SobolEngine(dimension=2)
print(engine)
first = engine.draw(8)
print("first 8 points:\n", first)
print("shape:", tuple(first.shape), "| dtype:", first.dtype)

print("next 2 points continue the sequence:\n", engine.draw(2))
engine.reset()
print("after reset():\n", engine.draw(2))
print("dtype=float64:", engine.draw(1, dtype=torch.float64))
