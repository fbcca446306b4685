import torch
import torch.nn.functional as F

labels = torch.tensor([0, 2, 1])
oh = F.one_hot(labels)                      # num_classes=-1: inferred as max + 1
print(oh, oh.dtype)
print("num_classes=5:", tuple(F.one_hot(labels, 5).shape), "| (2, 1) input ->", tuple(F.one_hot(torch.tensor([[1], [2]])).shape))
print("0-d input ->", tuple(F.one_hot(torch.tensor(2), 4).shape), "| empty with num_classes=3 ->",
      tuple(F.one_hot(torch.empty(0, dtype=torch.long), 3).shape))

W = torch.randn(5, 3)
print("one_hot(i).float() @ W == embedding(i, W):",
      torch.equal(F.one_hot(labels, 5).float() @ W, F.embedding(labels, W)))
