import torch

x = torch.arange(24).reshape(2, 3, 4)
s = torch.swapaxes(x, 0, 2)
print("swapaxes(x, 0, 2):", tuple(s.shape))                  # only dims 0 and 2 trade places
print("movedim(x, 0, 2): ", tuple(torch.movedim(x, 0, 2).shape))   # dim 0 travels, others shift
print("equal to transpose(0, 2):", torch.equal(s, x.transpose(0, 2)))
print("Tensor.swapaxes(0, 1):", tuple(x.swapaxes(0, 1).shape),
      "| view:", x.swapaxes(0, 1).data_ptr() == x.data_ptr())
print("s[3, 1, 0] == x[0, 1, 3]:", (s[3, 1, 0] == x[0, 1, 3]).item())
