import torch

A = torch.randn(2, 3, 4, dtype=torch.float64)
B = torch.randn(2, 4, 5, dtype=torch.float64)
C = torch.bmm(A, B)
by_hand = torch.tensor([[[sum(A[b, i, k].item() * B[b, k, j].item() for k in range(4))
                          for j in range(5)] for i in range(3)] for b in range(2)], dtype=torch.float64)
print("(2,3,4) bmm (2,4,5) ->", tuple(C.shape), " max |diff| to loops:", (C - by_hand).abs().max().item())
print("int64:", torch.bmm(torch.ones(1, 2, 3, dtype=torch.int64), torch.ones(1, 3, 2, dtype=torch.int64)).tolist())
print("float16 on CPU ->", torch.bmm(A.half(), B.half()).dtype)
print("empty batch:", tuple(torch.bmm(torch.empty(0, 3, 4), torch.empty(0, 4, 5)).shape))
print("inner size 0:", torch.bmm(torch.empty(2, 3, 0), torch.empty(2, 0, 5)).abs().sum().item())
