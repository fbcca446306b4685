import torch

rows, cols = torch.unravel_index(torch.tensor([4, 1, 5]), (3, 2))
print("rows:", rows.tolist(), "| cols:", cols.tolist())          # 4 = 2 * 2 + 0
r = torch.unravel_index(torch.tensor([[1234], [5678]]), (10, 10, 10, 10))
print("4 coordinate tensors, each of shape", tuple(r[0].shape), ":", [c.flatten().tolist() for c in r])

x = torch.tensor([[1, 9, 3],
                  [7, 2, 8]])
flat = x.argmax()                                   # an index into x.flatten()
i, j = torch.unravel_index(flat, x.shape)
print("argmax flat:", flat.item(), "-> (", i.item(), ",", j.item(), ") value:", x[i, j].item())
