import torch

a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5, 6])
print("stack dim=0:")
print(torch.stack((a, b), dim=0))            # inputs become rows
print("stack dim=1:")
print(torch.stack((a, b), dim=1))            # inputs become columns

X = torch.zeros(2, 4)
for d in (0, 1, 2, -1):                      # three (2, 4) inputs
    print(f"three (2, 4), dim={d:>2}:", tuple(torch.stack((X, X, X), dim=d).shape))

# stack(dim=d) is cat after unsqueeze(d) on every input
s = torch.stack((a, b), dim=1)
print("same as cat of unsqueezed:",
      torch.equal(s, torch.cat((a.unsqueeze(1), b.unsqueeze(1)), dim=1)))
