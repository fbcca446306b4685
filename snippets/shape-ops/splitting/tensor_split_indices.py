import torch

x = torch.arange(8)
print([p.tolist() for p in torch.tensor_split(x, [2, 3])])      # x[:2], x[2:3], x[3:]
print([p.tolist() for p in torch.tensor_split(x, [2, 5, 20])])  # clipped like slicing
print([p.tolist() for p in torch.tensor_split(x, torch.tensor([4]))])  # 1-D tensor of indices
print([p.tolist() for p in torch.tensor_split(x, torch.tensor(3))])    # 0-d tensor: 3 sections

m = torch.arange(12).reshape(3, 4)
print([tuple(p.shape) for p in torch.tensor_split(m, 3, dim=1)])
