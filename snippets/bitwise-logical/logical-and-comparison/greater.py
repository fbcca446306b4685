import torch

scores = torch.tensor([[0.2, 0.9], [0.6, 0.4]])
thr = torch.tensor(0.5)                  # 0-dim tensor broadcasts like a scalar
print("torch.greater(scores, thr):", torch.greater(scores, thr))
print("same as torch.gt and >    :", torch.equal(torch.greater(scores, thr), torch.gt(scores, thr)),
      torch.equal(torch.greater(scores, thr), scores > thr))
