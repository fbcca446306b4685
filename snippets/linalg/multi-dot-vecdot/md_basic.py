import torch

A = torch.tensor([[1.0, 2.0], [0.0, 1.0], [3.0, -1.0]], dtype=torch.float64)    # 3x2
B = torch.tensor([[2.0, 0.0, 1.0], [1.0, 1.0, 0.0]], dtype=torch.float64)      # 2x3
C = torch.tensor([[1.0], [2.0], [-1.0]], dtype=torch.float64)                  # 3x1
a, b, c = A.tolist(), B.tolist(), C.tolist()
by_hand = [[sum(a[i][k] * b[k][l] * c[l][j] for k in range(2) for l in range(3)) for j in range(1)] for i in range(3)]
print("multi_dot([A, B, C]):", torch.linalg.multi_dot([A, B, C]).tolist())
print("sum_kl A_ik B_kl C_lj by hand:", by_hand)
v, w = torch.tensor([1.0, 1.0, 1.0], dtype=torch.float64), torch.tensor([1.0], dtype=torch.float64)
print("1-D first  -> shape", tuple(torch.linalg.multi_dot([v, A, B]).shape))
print("1-D last   -> shape", tuple(torch.linalg.multi_dot([A, B, C, w]).shape))
print("1-D both   -> shape", tuple(torch.linalg.multi_dot([v, A, B, C, w]).shape))
print("int64:", torch.linalg.multi_dot([torch.ones(2, 2, dtype=torch.int64)] * 3).tolist())
