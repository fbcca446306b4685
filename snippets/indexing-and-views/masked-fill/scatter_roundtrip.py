import torch

x = torch.tensor([[1.0, -2.0, 3.0],
                  [-4.0, 5.0, -6.0]])
mask = x < 0
vals = x.masked_select(mask)                   # row-major order
print("selected:", vals.tolist())
y = x.masked_scatter(mask, vals * 10)           # written back in the same order
print(y)
