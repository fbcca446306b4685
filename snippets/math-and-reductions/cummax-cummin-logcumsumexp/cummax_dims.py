import torch

m = torch.tensor([[1, 4, 2],
                  [3, 0, 5]])
print("dim=0 values:", torch.cummax(m, 0).values.tolist())
print("dim=1 values:", torch.cummax(m, dim=1).values.tolist())
print("dim=-1 indices:", torch.cummax(m, -1).indices.tolist())
print("int dtype kept:", torch.cummax(m.int(), 1).values.dtype)
print("float16 kept:", torch.cummax(m.half(), 1).values.dtype)
print("0-d:", torch.cummax(torch.tensor(7.0), 0))
