import torch

A = torch.tensor([[1.0, 2.0, 0.0],
                  [0.0, 1.0, 1.0],
                  [1.0, 0.0, 1.0],
                  [1.0, 1.0, 1.0]])          # m=4, n=3, k=3
for mode in ["reduced", "complete", "r"]:
    Q, R = torch.linalg.qr(A, mode=mode)
    print(f"mode={mode!r:11} Q {tuple(Q.shape)}  R {tuple(R.shape)}")
