import torch

m = torch.arange(12).reshape(4, 3)
top, bottom = torch.vsplit(m, 2)                    # along dim 0
print("top:", top.tolist(), "| bottom:", bottom.tolist())
print("at index [1]:", [tuple(p.shape) for p in m.vsplit([1])])
t = torch.zeros(4, 2, 5)
print("3-D, 4 sections:", [tuple(p.shape) for p in torch.vsplit(t, 4)])
