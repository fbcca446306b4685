import torch

x = torch.tensor([0.2, 1.7, -0.4, float("inf")])
cap = torch.tensor([1.0])
print("torch.minimum(x, cap):", torch.minimum(x, cap))
print("bool inputs          :", torch.minimum(torch.tensor([True, True]), torch.tensor([True, False])))
print("float16 vs float32   :", torch.minimum(x.half(), cap).dtype)
print("empty inputs         :", torch.minimum(torch.empty(0), torch.empty(0)).shape)
