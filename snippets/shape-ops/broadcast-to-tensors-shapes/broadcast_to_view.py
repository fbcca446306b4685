import torch

x = torch.tensor([1, 2, 3])
b = torch.broadcast_to(x, (2, 3))
print(b)
print("shape:", tuple(b.shape), "| stride:", b.stride(), "| shares memory:", b.data_ptr() == x.data_ptr())
x[0] = 100                                       # one write, seen in every row
print("after x[0] = 100:", b.tolist())
print("-1 keeps a size:", tuple(torch.broadcast_to(x, (4, -1)).shape))
print("same as expand:", torch.equal(b, x.expand(2, 3)))
