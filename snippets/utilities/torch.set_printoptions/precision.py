import torch

x = torch.tensor([1.123456789, 2.0, 3.5])
print("default (precision=4):", x)
torch.set_printoptions(precision=2)
print("precision=2:          ", x)
print("the values themselves: ", x.tolist())
print("integers are unaffected:", torch.tensor([123456789]))
torch.set_printoptions(profile="default")  # restore
