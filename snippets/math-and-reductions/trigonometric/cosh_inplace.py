import torch

x = torch.tensor([-1.0, 0.0, 1.0])
y = x.clone()
ptr = y.data_ptr()
y.cosh_()
print("y.cosh_()      :", y, "| same memory:", y.data_ptr() == ptr)
print("even function  :", torch.equal(torch.cosh(-x), torch.cosh(x)))
print("float16 input  :", torch.cosh(torch.tensor([11.0, 12.0], dtype=torch.float16)))
