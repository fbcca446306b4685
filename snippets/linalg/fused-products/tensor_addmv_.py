import torch

acc = torch.tensor([1.0, 1.0])
ptr = acc.data_ptr()
M = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
v = torch.tensor([1.0, 1.0])
ret = acc.addmv_(M, v, beta=2)
print("acc after addmv_:", acc.tolist(), " same storage:", acc.data_ptr() == ptr, " returns acc:", ret is acc)
try:
    torch.ones(1).addmv_(M, v)
except RuntimeError as e:
    print("self of shape (1,):", e)
leaf = torch.zeros(2, requires_grad=True)
try:
    leaf.addmv_(M, v)
except RuntimeError as e:
    print("leaf that requires grad:", e)
