import torch
import torch.nn as nn

ident = nn.Identity(54, unused="anything")  # constructor arguments are accepted and ignored
x = torch.randn(3)
print("returns the same object:", ident(x) is x, "| parameters:", list(ident.parameters()))

model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2))
model[2] = nn.Identity()                    # drop the head: the model now returns the 8 features
print(model)
print("output shape:", tuple(model(torch.randn(5, 4)).shape))
