import torch

ties = torch.tensor([1.0, 3.0, 3.0, 2.0, 5.0, 5.0])
print("ties:   ", torch.cummax(ties, 0).indices.tolist())

nan = float("nan")
x = torch.tensor([1.0, nan, 3.0, 0.0])
v, i = torch.cummax(x, 0)
print("with NaN: values", v.tolist(), "indices", i.tolist())

# argmax over the whole dimension reports the first of equal maxima instead.
print("argmax of [3, 1, 3]:", torch.argmax(torch.tensor([3.0, 1.0, 3.0])).item(),
      "| cummax index at the end:", torch.cummax(torch.tensor([3.0, 1.0, 3.0]), 0).indices[-1].item())
