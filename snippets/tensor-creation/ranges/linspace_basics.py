import torch

print("linspace(0, 9, 5):", torch.linspace(0, 9, 5))
print("linspace(start=0, end=1, steps=3):", torch.linspace(start=0, end=1, steps=3))
print("dtype:", torch.linspace(0, 9, 5).dtype)
print("one step gives start only:", torch.linspace(2, 5, 1))
# an integer dtype truncates the float values
print("dtype=torch.int64:", torch.linspace(0, 9, 5, dtype=torch.int64))
print("linspace(-9, 0, 5, dtype=torch.int64):", torch.linspace(-9, 0, 5, dtype=torch.int64), "<- toward zero, not floor")
