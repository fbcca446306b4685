import torch

t = torch.tensor([[5.0, float("nan"), 1.0],
                  [2.0, 8.0, 4.0]])
v, i = t.nanmedian(dim=1, keepdim=True)
print("values:", v.flatten(), " indices:", i.flatten(), " shape:", v.shape)
print("whole tensor:", t.nanmedian())
