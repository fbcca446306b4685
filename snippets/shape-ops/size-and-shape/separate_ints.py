import torch

x = torch.ones(3)
print("torch.zeros(2, 3):", tuple(torch.zeros(2, 3).shape))
print("x.view(3, 1):", tuple(x.view(3, 1).shape), "| x.expand(2, 3):", tuple(x.expand(2, 3).shape))
print("x.broadcast_to(2, 3):", tuple(x.broadcast_to(2, 3).shape))

for name, call in [
    ("torch.full(2, 3, 1.0)", lambda: torch.full(2, 3, 1.0)),
    ("torch.randint(0, 9, 2, 3)", lambda: torch.randint(0, 9, 2, 3)),
    ("torch.broadcast_to(x, 2, 3)", lambda: torch.broadcast_to(x, 2, 3)),
    ("torch.reshape(x, 3, 1)", lambda: torch.reshape(x, 3, 1)),
]:
    try:
        call()
    except TypeError as e:
        print(f"{name:28} TypeError: {str(e).splitlines()[0]}")

print("torch.full((2, 3), 1.0):", tuple(torch.full((2, 3), 1.0).shape))
print("torch.randint(0, 9, (2, 3)):", tuple(torch.randint(0, 9, (2, 3)).shape))
