import torch
import torch.nn.functional as F

w = torch.tensor([[9.0, 9.0], [1.0, 2.0], [3.0, 4.0]], requires_grad=True)
ids = torch.tensor([0, 1, 0, 2])
out = F.embedding(ids, w, padding_idx=0)
print("out (row 0 is NOT zeroed by the function):\n", out.detach())
out.sum().backward()
print("grad (row 0 gets none):\n", w.grad)
