import torch

print("zeros(2, 3):", torch.zeros(2, 3))
print("dtype:", torch.zeros(2, 3).dtype)
print("zeros(5, 3, dtype=torch.long):", torch.zeros(5, 3, dtype=torch.long).dtype)

# the size may be several ints, one tuple, one list or a torch.Size
shapes = [torch.zeros(2, 3).shape, torch.zeros((2, 3)).shape, torch.zeros([2, 3]).shape,
          torch.zeros(torch.Size([2, 3])).shape]
print("all the same shape:", shapes)
print("zeros(()) is 0-d:", torch.zeros(()), torch.zeros(()).shape)
