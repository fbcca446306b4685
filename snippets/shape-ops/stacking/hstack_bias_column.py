import torch

X = torch.tensor([[0.5, 1.0],
                  [2.0, 3.0],
                  [4.0, 5.0]])
Xb = torch.hstack((X, torch.ones(X.shape[0], 1)))   # append a column of ones
print("shape:", tuple(Xb.shape))
print(Xb)
