import torch

x = torch.tensor([0.5, -1.0, 2.0, 1.5, 3.0, 0.0])
values, indices = torch.cummax(x, dim=0)
print("x:      ", x.tolist())
print("values: ", values.tolist())
print("indices:", indices.tolist(), indices.dtype)

# values[i] = max(x[0..i]) and x[indices[i]] == values[i], checked with a Python loop
by_hand = [max(x[: i + 1].tolist()) for i in range(len(x))]
print("values == running max:", values.tolist() == by_hand)
print("x[indices] == values:", torch.equal(x[indices], values))
