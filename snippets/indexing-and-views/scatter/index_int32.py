# raises: RuntimeError
import torch

labels = torch.tensor([2, 0, 1], dtype=torch.int32)      # int32 works as well as int64
print(torch.zeros(3, 3).scatter_(1, labels.unsqueeze(1), 1.0))
torch.zeros(3, 3).scatter_(1, labels.to(torch.uint8).unsqueeze(1), 1.0)
