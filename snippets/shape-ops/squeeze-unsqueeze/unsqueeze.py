import torch

img = torch.zeros(3, 32, 32)                  # one image, C x H x W
batch = img.unsqueeze(0)                      # add a batch dim for nn layers
print("unsqueeze(0):", tuple(batch.shape))

v = torch.arange(3)
for d in [0, 1, -1, -2]:
    print(f"unsqueeze({d}) of shape (3,):", tuple(v.unsqueeze(d).shape))
print("v[None, :] same as unsqueeze(0):", torch.equal(v[None, :], v.unsqueeze(0)))
