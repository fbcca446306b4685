import torch

x = torch.tensor([[1], [2], [3]])           # shape (3, 1)
e = x.expand(3, 4)
print(e)
print("x stride:", x.stride(), "-> e stride:", e.stride())
print("same data_ptr:", e.data_ptr() == x.data_ptr())
print("is_contiguous:", e.is_contiguous())

x[0, 0] = 10                                 # e reads x's memory
print("e[0] after x[0, 0] = 10:", e[0])
