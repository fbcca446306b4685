import torch

x = torch.tensor([1.5, -2.0, 0.0])
print("negative(x)   :", torch.negative(x))
print("same as -x, neg:", torch.equal(torch.negative(x), -x), torch.equal(torch.negative(x), torch.neg(x)))
i8 = torch.tensor([127, -127, -128], dtype=torch.int8)
print("int8          :", torch.negative(i8))
print("complex       :", torch.negative(torch.tensor([1 - 2j])))
