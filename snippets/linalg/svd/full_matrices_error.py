# raises: RuntimeError
import torch

A = torch.tensor([[3.0, 2.0, 2.0],
                  [2.0, 3.0, -2.0],
                  [1.0, 0.0, 1.0],
                  [0.0, 1.0, 1.0]])
U, S, Vh = torch.linalg.svd(A)          # full: U is (4, 4), diag(S) is (3, 3)
print("U", tuple(U.shape), "diag(S)", tuple(torch.diag(S).shape))
U @ torch.diag(S) @ Vh
