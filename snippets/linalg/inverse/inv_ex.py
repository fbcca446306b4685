import torch

batch = torch.stack([torch.tensor([[4.0, 7.0], [2.0, 6.0]]),
                     torch.tensor([[1.0, 2.0], [2.0, 4.0]])])   # the second is singular
inverse, info = torch.linalg.inv_ex(batch)
print("info:", info)
print("inverse[0]:\n", inverse[0])
print("inverse[1] (unusable):\n", inverse[1])
try:
    torch.linalg.inv_ex(batch, check_errors=True)
except RuntimeError as e:
    print("check_errors=True:", e)
