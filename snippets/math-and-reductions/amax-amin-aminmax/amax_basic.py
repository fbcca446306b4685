import torch

x = torch.arange(24.0).reshape(2, 3, 4)
print("amax(x)                    :", torch.amax(x))
print("amax(x, dim=(1, 2))        :", torch.amax(x, dim=(1, 2)))
print("amax(x, dim=(0, 2)).shape  :", torch.amax(x, dim=(0, 2)).shape)
print("keepdim=True shape         :", torch.amax(x, dim=(1, 2), keepdim=True).shape)
print("same as max over a flatten :", torch.equal(torch.amax(x, dim=(1, 2)), x.flatten(1).max(dim=1).values))
print("int8 keeps dtype           :", torch.amax(torch.tensor([3, -7, 5], dtype=torch.int8)))
print("dim=() reduces everything  :", torch.amax(x, dim=()))
