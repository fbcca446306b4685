import torch

t = torch.tensor([[10, 30, 20],
                  [60, 40, 50]])                  # (2, 3)
idx = torch.tensor([[2, 0, 1, 1]])                # (1, 4): broadcasts over rows
out = torch.take_along_dim(t, idx, dim=1)
print("indices (1, 4) -> out", tuple(out.shape))
print(out)

row = torch.tensor([[7, 8, 9]])                   # input (1, 3) broadcasts too
print("input (1, 3), indices (2, 2) ->",
      torch.take_along_dim(row, torch.tensor([[0, 2], [1, 1]]), dim=1).tolist())

try:
    torch.gather(t, 1, idx)                       # gather does not broadcast
except RuntimeError as e:
    print("gather: RuntimeError:", e)
