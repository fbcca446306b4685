import torch

g = torch.Generator().manual_seed(0)
elements = torch.randint(0, 50, (2000,), generator=g)      # many repeated values
test = torch.randint(0, 50, (30,), generator=g)
right = torch.isin(elements, test)
wrong = torch.isin(elements, test, assume_unique=True)     # the promise is false here
print("matches, default           :", right.sum().item())
print("matches, assume_unique=True:", wrong.sum().item())
print("masks differ in", (right != wrong).sum().item(), "of", elements.numel(), "places")
u = elements.unique()
tu = test.unique()
print("on unique inputs the two agree:", torch.equal(torch.isin(u, tu), torch.isin(u, tu, assume_unique=True)))
