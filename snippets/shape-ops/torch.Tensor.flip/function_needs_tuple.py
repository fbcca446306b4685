# raises: TypeError
import torch

x = torch.arange(4)
print("x.flip(0):", x.flip(0))                  # the method takes separate ints
print("torch.flip(x, (0,)):", torch.flip(x, (0,)))
print("torch.flip(x, [0]):", torch.flip(x, [0]))
torch.flip(x, 0)                                # the function needs a sequence
