import torch
import torch.nn.functional as F

x = torch.tensor([float("nan"), 0.2, 0.8])
print("F.threshold(x, 0.5, 0.0)        :", F.threshold(x, 0.5, 0.0))   # nan is not replaced

# with an integer tensor, threshold and value are converted to its dtype
i = torch.tensor([1, 2, 3])
print("int64, threshold=1.5, value=0.7 :", F.threshold(i, 1.5, 0.7))
print("int64 [0, 1], threshold=-0.5     :", F.threshold(torch.tensor([0, 1]), -0.5, 9), " (0 > -0.5, yet 0 was replaced)")

# uint8 has no negative numbers: -3 became 253 before the comparison
print("uint8 tensor from [-3, 0, 3]    :", torch.tensor([-3, 0, 3]).to(torch.uint8).tolist(),
      "->", F.threshold(torch.tensor([-3, 0, 3]).to(torch.uint8), 1, 7).tolist())
