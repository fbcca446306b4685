import torch

x = torch.arange(6.0)

basic = x[1:4]  # slicing: a view
fancy = x[torch.tensor([1, 2, 3])]  # integer tensor: a copy
masked = x[x > 2]  # boolean mask: a copy
basic[0] = 100.0
fancy[1] = 200.0
masked[0] = 300.0
print("x after writing into all three results:", x)

# assignment through an index writes into x (this is index_put_, not a copy)
x[torch.tensor([0, 5])] = -1.0
print("after x[[0, 5]] = -1:", x)

# but a chained index writes into the temporary copy
x[torch.tensor([2, 3])][0] = 999.0
print("after x[[2, 3]][0] = 999:", x)
