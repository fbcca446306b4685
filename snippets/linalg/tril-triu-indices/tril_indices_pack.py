import torch

S = torch.tensor([[4.0, 1.0, 2.0],
                  [1.0, 5.0, 3.0],
                  [2.0, 3.0, 6.0]])              # symmetric
r, c = torch.tril_indices(3, 3)
packed = S[r, c]                                  # 6 numbers instead of 9
print("packed lower triangle:", packed.tolist())

U = torch.zeros(3, 3)
U[r, c] = packed
U[c, r] = packed                                  # mirror to the upper triangle
print("unpacked == S:", torch.equal(U, S))
