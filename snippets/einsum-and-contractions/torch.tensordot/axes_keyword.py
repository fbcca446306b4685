# raises: TypeError
import torch

a = torch.ones(2, 3)
b = torch.ones(3, 4)
# numpy.tensordot calls it axes; torch.tensordot calls it dims
torch.tensordot(a, b, axes=([1], [0]))
