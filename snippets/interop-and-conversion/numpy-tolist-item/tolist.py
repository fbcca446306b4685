import torch

m = torch.tensor([[1.5, 2.0], [3.0, 4.0]])
lst = m.tolist()
print("tolist():", lst, " element type:", type(lst[0][0]).__name__)
print("int tensor:", torch.tensor([1, 2, 3]).tolist())
print("bool tensor:", torch.tensor([True, False]).tolist())
s = torch.tensor(7).tolist()
print("0-d tensor gives a number, not a list:", s, type(s).__name__)
