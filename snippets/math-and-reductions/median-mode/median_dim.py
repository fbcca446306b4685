import torch

x = torch.tensor([[1.0, 4.0, 2.0, 3.0],
                  [5.0, 5.0, 1.0, 1.0]])
result = torch.median(x, dim=1)
print(type(result).__name__, "| is a tuple:", isinstance(result, tuple))
print("values :", result.values)
print("indices:", result.indices)
values, indices = x.median(dim=1, keepdim=True)
print("keepdim shapes:", tuple(values.shape), tuple(indices.shape))
print("gathered back :", x.gather(1, indices).flatten())
