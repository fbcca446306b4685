import torch

A = torch.tensor([[3.0, 2.0, 2.0],
                  [2.0, 3.0, -2.0],
                  [1.0, 0.0, 1.0],
                  [0.0, 1.0, 1.0]], requires_grad=True)   # m=4, n=3, k=3
U, S, Vh = torch.linalg.svd(A)                            # U is (4, 4)
print("U[:, 3:] (extra column):", U[:, 3:].detach().flatten())
U[:, 3:].sum().backward()
print("grad from a loss on U[:, 3:] only:\n", A.grad)

W = A.detach().mT.clone().requires_grad_()                # 3x4: m=3 < n=4, Vh is (4, 4)
U, S, Vh = torch.linalg.svd(W)
Vh[3:, :].sum().backward()
print("grad from a loss on Vh[3:, :] only:\n", W.grad)
