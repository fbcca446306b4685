import torch

A = torch.tensor([[1.0, 2.0, 3.0],
                  [4.0, 5.0, 6.0],
                  [7.0, 8.0, 10.0]], dtype=torch.float64)
LU, pivots = torch.linalg.lu_factor(A)
P, L, U = torch.lu_unpack(LU, pivots)
print("same as linalg.lu:", all(torch.equal(a, b) for a, b in zip((P, L, U), torch.linalg.lu(A))))
print("max |P L U - A|:", (P @ L @ U - A).abs().max().item())
P, L, U = torch.lu_unpack(LU, pivots, unpack_data=False)
print("unpack_data=False: P", tuple(P.shape), "L", tuple(L.shape), "U", tuple(U.shape))
P, L, U = torch.lu_unpack(LU, pivots, unpack_pivots=False)
print("unpack_pivots=False: P", tuple(P.shape), "L", tuple(L.shape), "U", tuple(U.shape))
P0, _, _ = torch.lu_unpack(LU, pivots - 1)           # 0-based [2, 2, 2]: no 0 in it, so no error
print("pivots - 1 =", (pivots - 1).tolist(), "accepted without error; P equals the true P:", torch.equal(P0, torch.linalg.lu(A).P))
zero = pivots.clone()
zero[0] = 0
try:
    torch.lu_unpack(LU, zero)                         # a pivot of 0
except RuntimeError as e:
    print("0 in pivots:", e)
