import torch

x = torch.tensor([1.0, 2.0, 3.0])
r = x.apply_(lambda v: v * 10)
print("x after apply_:", x, "| returns x itself:", r is x)
seen = []
torch.tensor([1.5, 2.5]).apply_(lambda v: seen.append(type(v).__name__) or v)
torch.tensor([1, 2]).apply_(lambda v: seen.append(type(v).__name__) or v)
torch.tensor([True]).apply_(lambda v: seen.append(type(v).__name__) or v)
torch.tensor([1j]).apply_(lambda v: seen.append(type(v).__name__) or v)
print("Python types received for float32, float32, int64, int64, bool, complex64:", seen)
i = torch.tensor([1, 2, 3])
print("int64 tensor, v / 2:", i.apply_(lambda v: v / 2), "(results truncated to int64)")
