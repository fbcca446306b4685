# raises: RuntimeError
import torch

print("(-8.0) ** (1/3) :", torch.pow(torch.tensor([-8.0]), 1 / 3), "(real power of a negative base)")
print("int ** 2.5      :", torch.pow(torch.tensor([4]), 2.5), torch.pow(torch.tensor([4]), 2.5).dtype)
print("float ** -1     :", torch.pow(torch.tensor([2.0]), -1))

# a negative integer exponent given as an int64 TENSOR is not checked: integer result
print("int ** tensor(-1):", torch.pow(torch.tensor([2]), torch.tensor([-1])))
print("2 ** tensor(-1)  :", torch.pow(2, torch.tensor([-1])))

# integer tensor to a negative Python integer power
torch.pow(torch.tensor([2]), -1)
