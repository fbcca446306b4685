# raises: RuntimeError
import torch

b = torch.zeros(4)
pairs = b.as_strided((3, 2), (1, 1))               # rows [0,1], [1,2], [2,3]: elements 1 and 2 appear twice
pairs.add_(1.0)                                    # no error ...
print("after pairs.add_(1):", b, "(elements 1 and 2 were incremented twice)")

p = torch.arange(4.0, requires_grad=True)
p.as_strided((3, 2), (1, 1)).sum().backward()
print("gradient counts each use:", p.grad)

z = torch.zeros(3)
z.as_strided((3,), (0,)).add_(1.0)                 # a full overlap is detected and refused
