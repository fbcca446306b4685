# raises: RuntimeError
import torch

x = torch.tensor([1, 2, 3])
x.le_(torch.tensor([2, 2, 2]))
print("x.le_([2, 2, 2]):", x)
y = torch.tensor([1, 2, 3])
y.le_(torch.tensor([[1], [2]]))          # result would be (2, 3); y is (3,)
