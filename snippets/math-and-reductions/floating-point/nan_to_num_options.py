import torch

x = torch.tensor([float("nan"), float("inf"), float("-inf"), 1.5])
print("nan=0, posinf=1, neginf=-1:", torch.nan_to_num(x, nan=0.0, posinf=1.0, neginf=-1.0))
print("only nan=-1               :", torch.nan_to_num(x, nan=-1.0))

n = torch.tensor([1, 2])
r = torch.nan_to_num(n)
print("int64 input               :", r, r.dtype, "| same memory:", r.data_ptr() == n.data_ptr())
print("complex nan+inf*j         :", torch.nan_to_num(torch.tensor([complex(float("nan"), float("inf"))])))

y = x.clone()
ptr = y.data_ptr()
y.nan_to_num_(nan=0.0)
print("y.nan_to_num_()           :", y, "| same memory:", y.data_ptr() == ptr)
print("method form               :", torch.equal(x.nan_to_num(posinf=9.0), torch.nan_to_num(x, posinf=9.0)))
