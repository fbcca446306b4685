import torch

a = torch.tensor([[1, 2], [3, 4]])
print("torch.diag(matrix) :", torch.diag(a), "| copy:", torch.diag(a).data_ptr() != a.data_ptr())
print("a.diagonal()       :", a.diagonal(), "| view:", a.diagonal().data_ptr() == a.data_ptr())

v = torch.tensor([5, 6])
print("torch.diag(vector) builds a matrix:\n", torch.diag(v))
print("diag_embed(2-D) builds one matrix per row:", tuple(torch.diag_embed(a).shape))
