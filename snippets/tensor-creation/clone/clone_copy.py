import torch

x = torch.arange(6.0).reshape(2, 3)
c = torch.clone(x)
print("equal values:", torch.equal(c, x), "| new memory:", c.data_ptr() != x.data_ptr())
c[0, 0] = 100.0
print("x after writing into the clone:", x[0, 0].item())
print("dtype, shape kept:", c.dtype, tuple(c.shape))
print("float16:", torch.clone(x.half()).dtype, "| 0-d:", torch.clone(torch.tensor(3.0)),
      "| empty:", tuple(torch.clone(torch.empty(0, 2)).shape))
