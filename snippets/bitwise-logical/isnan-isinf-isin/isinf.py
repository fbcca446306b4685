import torch

nan, inf = float("nan"), float("inf")
x = torch.tensor([1.0, nan, inf, -inf])
print("torch.isinf(x)             :", torch.isinf(x))
print("int64 input                :", torch.isinf(torch.tensor([1, 2])))
h = torch.tensor([60000.0, 70000.0]).half()
print("float16 of [60000, 70000]  :", h, "isinf:", torch.isinf(h))
z = torch.tensor([complex(1, 0), complex(inf, 0), complex(0, -inf), complex(nan, inf)])
print("complex isinf              :", torch.isinf(z))
