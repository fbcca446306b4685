import torch

a = torch.arange(9.0).reshape(3, 3)
d = a.diagonal()
print("a.diagonal()       :", d)
print("shares a's memory  :", d.data_ptr() == a.data_ptr(), "| stride:", d.stride(), "| contiguous:", d.is_contiguous())
d[0] = 100.0                      # writing through the view changes a
print("a after d[0] = 100 :\n", a)
print("offset=1 / -1      :", a.diagonal(offset=1), a.diagonal(offset=-1))
print("rectangular (2, 4) :", torch.arange(8).reshape(2, 4).diagonal())
