import torch

x = torch.tensor([0, 5, -1])
print("x.bitwise_not()      :", x.bitwise_not(), "(-x - 1)")
print("same as ~x           :", torch.equal(x.bitwise_not(), ~x))
m = torch.tensor([True, False])
print("bool mask.bitwise_not():", m.bitwise_not())
print("uint8 [0, 5]         :", torch.tensor([0, 5], dtype=torch.uint8).bitwise_not(), "(255 - x)")
