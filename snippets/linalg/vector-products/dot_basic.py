import torch

a = torch.tensor([1.0, 2.0, 3.0])
b = torch.tensor([4.0, 5.0, 6.0])
print("dot:", torch.dot(a, b).item(), " sum(a_i * b_i) by hand:", sum(x * y for x, y in zip(a.tolist(), b.tolist())))
print("empty vectors:", torch.dot(torch.empty(0), torch.empty(0)))
print("int64:", torch.dot(torch.tensor([1, 2]), torch.tensor([3, 4])))
x = torch.tensor([1.0, 2.0], requires_grad=True)
torch.dot(x, torch.tensor([3.0, 4.0])).backward()
print("gradient w.r.t. the first vector = the second vector:", x.grad)
