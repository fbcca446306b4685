import torch

r = torch.trapezoid(torch.tensor([1, 2, 3]))
print("int64 samples ->", r, r.dtype)
print("float16 ->", torch.trapezoid(torch.tensor([1.0, 4.0, 9.0, 16.0]).half()).dtype)
print("complex:", torch.trapezoid(torch.tensor([1j, 2.0, 3j])))
print("NaN sample:", torch.trapezoid(torch.tensor([1.0, float("nan"), 3.0])).item())
print("x decreasing 6,3,1,0:", torch.trapezoid(torch.tensor([1.0, 4.0, 9.0, 16.0]), torch.tensor([6.0, 3.0, 1.0, 0.0])).item())
