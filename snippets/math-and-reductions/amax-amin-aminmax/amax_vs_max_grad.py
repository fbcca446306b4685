import torch

for name, f in [("amax(a)          ", lambda a: torch.amax(a)),
                ("amax(a, dim=0)   ", lambda a: torch.amax(a, dim=0)),
                ("max(a)           ", lambda a: torch.max(a)),
                ("max(a, 0).values ", lambda a: torch.max(a, 0).values)]:
    a = torch.tensor([1.0, 5.0, 5.0], requires_grad=True)
    f(a).backward()
    print(name, "grad:", a.grad)
print("max(a, 0) also returns indices:", torch.max(torch.tensor([1.0, 5.0, 5.0]), 0).indices)
