import torch

i = torch.empty(8, dtype=torch.int64)
print("random_(10):    ", i.random_(10))           # one argument is `to`: [0, 10)
print("random_(3, 6):  ", i.random_(3, 6))         # [3, 6)
print("random_(-5, 0): ", i.random_(-5, 0))
print("float32 random_(1, 7):", torch.empty(6).random_(1, 7))   # whole numbers in a float tensor
print("bool random_():", torch.empty(6, dtype=torch.bool).random_())
