import torch

a = torch.arange(6).view(2, 3)
print("k=-1:", torch.rot90(a, -1).tolist())
print("k=2: ", torch.rot90(a, 2).tolist())
print("k=4 gives a back:", torch.equal(torch.rot90(a, 4), a))
print("k=5 == k=1:", torch.equal(torch.rot90(a, 5), torch.rot90(a, 1)))
print("dims=(1, 0) == k=-1:", torch.equal(torch.rot90(a, 1, (1, 0)), torch.rot90(a, -1)))

k0 = torch.rot90(a, 0)
print("k=0: equal to a:", torch.equal(k0, a), "| shares memory:", k0.data_ptr() == a.data_ptr())
