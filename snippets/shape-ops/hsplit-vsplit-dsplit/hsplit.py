import torch

m = torch.arange(16).reshape(4, 4)
left, right = torch.hsplit(m, 2)                    # 2 equal pieces along dim 1
print("2 sections:", tuple(left.shape), tuple(right.shape))
print(right)
print("at indices [1, 3]:", [tuple(p.shape) for p in torch.hsplit(m, [1, 3])])
print("method m.hsplit(2):", [tuple(p.shape) for p in m.hsplit(2)])
print("1-D input splits dim 0:", [p.tolist() for p in torch.hsplit(torch.arange(6), 3)])

right[0, 0] = -1                                    # pieces are views of m
print("m[0, 2] after writing right[0, 0]:", m[0, 2].item())
print("hstack undoes it:", torch.equal(torch.hstack(torch.hsplit(m, [1, 3])), m))
