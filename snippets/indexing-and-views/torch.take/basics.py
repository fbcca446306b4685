import torch

src = torch.tensor([[4, 3, 5],
                    [6, 7, 8]])                  # flat order: 4 3 5 6 7 8
print("take [0, 2, 5]:", torch.take(src, torch.tensor([0, 2, 5])).tolist())
idx = torch.tensor([[0, 5],
                    [1, 1]])
out = torch.take(src, idx)                       # the output has the index's shape
print("2-D index ->", tuple(out.shape), out.tolist())
print("same as src.flatten()[idx]:", torch.equal(out, src.flatten()[idx]))
print("negative [-1, -6]:", torch.take(src, torch.tensor([-1, -6])).tolist())
print("method src.take(tensor([1])):", src.take(torch.tensor([1])).tolist())
