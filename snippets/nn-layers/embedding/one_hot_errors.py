import torch
import torch.nn.functional as F

cases = [("label 2, num_classes=2", torch.tensor([0, 2]), 2),
         ("label -1", torch.tensor([0, -1]), -1),
         ("int32 labels", torch.tensor([0, 1], dtype=torch.int32), -1),
         ("empty, inferred", torch.empty(0, dtype=torch.long), -1)]
for name, t, n in cases:
    try:
        F.one_hot(t, n)
    except RuntimeError as e:
        print(f"{name}: RuntimeError: {e}")
print("int32 after .long():", F.one_hot(torch.tensor([0, 1], dtype=torch.int32).long()).tolist())
