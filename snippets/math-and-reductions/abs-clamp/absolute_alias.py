import torch

x = torch.tensor([-2.5, 0.0, -0.0, 3.0])
print("absolute(x)         :", torch.absolute(x))
print("equal to abs        :", torch.equal(torch.absolute(x), torch.abs(x)))
z = torch.tensor([3 - 4j])
print("complex -> magnitude:", torch.absolute(z), torch.absolute(z).dtype)
i8 = torch.tensor([-128, -5], dtype=torch.int8)
print("int8                :", torch.absolute(i8))
