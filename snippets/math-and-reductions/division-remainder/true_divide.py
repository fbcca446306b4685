import torch

a = torch.tensor([7, -7, 1])
b = torch.tensor([2, 2, 4])
print("true_divide      :", torch.true_divide(a, b))
print("same as a / b    :", torch.equal(torch.true_divide(a, b), a / b))
print("same as divide   :", torch.equal(torch.true_divide(a, b), torch.divide(a, b)))
print("int 0 / int 0    :", torch.true_divide(torch.tensor([0, 1]), 0))
print("keywords input/other:", torch.true_divide(input=a, other=2))
