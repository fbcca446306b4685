import torch

x = torch.arange(24).reshape(2, 3, 4)          # dims: a=2, b=3, c=4
print("movedim(x, 0, 2):       ", tuple(torch.movedim(x, 0, 2).shape))       # a to the end
print("movedim(x, -1, 0):      ", tuple(torch.movedim(x, -1, 0).shape))      # c to the front
print("movedim(x, (0, 1), (2, 0)):", tuple(torch.movedim(x, (0, 1), (2, 0)).shape))
print("same as permute(1, 2, 0):", torch.equal(torch.movedim(x, 0, 2), x.permute(1, 2, 0)))

m = x.movedim(0, 2)                             # method form
print("shares memory:", m.data_ptr() == x.data_ptr(), "| stride:", m.stride(),
      "| contiguous:", m.is_contiguous())
m[0, 0, 1] = -1                                 # m[0, 0, 1] is x[1, 0, 0]
print("x[1, 0, 0] after writing m[0, 0, 1]:", x[1, 0, 0].item())
