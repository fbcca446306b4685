import torch

x = torch.tensor([-2.5, -0.0, 0.0, 3.0, float("inf"), float("-inf")])
s = torch.sign(x)
print("sign(x)             :", s)
ref = (x > 0).float() - (x < 0).float()
print("equals (x>0) - (x<0):", torch.equal(s, ref))
print("int64               :", torch.sign(torch.tensor([-7, 0, 9])))
print("bool                :", torch.sign(torch.tensor([True, False])))
print("float16             :", torch.sign(torch.tensor([-1e-7, 1e-7], dtype=torch.float16)))
