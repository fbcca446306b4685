import torch

a = torch.tensor([1.0, -1.0, 2.0])
b = torch.tensor([3.0, 1.0, 0.5])
print("a.dot(b):", a.dot(b).item(), " torch.dot:", torch.dot(a, b).item())
print("keyword form a.dot(tensor=b):", a.dot(tensor=b).item())
try:
    a.dot(other=b)
except TypeError as e:
    print("a.dot(other=b): TypeError:", e)
