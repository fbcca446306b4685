import torch

M = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
x = torch.tensor([1.0, 0.0, -1.0])
by_hand = [sum(M[i, k].item() * x[k].item() for k in range(3)) for i in range(2)]
print("mv(M, x):", torch.mv(M, x), " by hand:", by_hand)
print("same as M @ x:", torch.equal(torch.mv(M, x), M @ x))
print("int64:", torch.mv(M.long(), x.long()))
print("(2, 0) matrix with empty vector:", torch.mv(torch.ones(2, 0), torch.ones(0)))
