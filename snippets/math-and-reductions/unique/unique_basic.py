import torch

x = torch.tensor([3, 1, 3, 2, 1, 1])
print("torch.unique(x):", torch.unique(x))
values, inverse, counts = torch.unique(x, return_inverse=True, return_counts=True)
print("values :", values)
print("inverse:", inverse, "<- position of each input element in values")
print("counts :", counts)
print("values[inverse] rebuilds x:", torch.equal(values[inverse], x))
print("2-D input is flattened:", torch.unique(torch.tensor([[3, 1], [1, 2]])))
