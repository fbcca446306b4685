# raises: NotImplementedError
import torch

labels = torch.tensor([0, 1, 1, 3])
print("bincount for integer labels:", torch.bincount(labels))
print("histogram of labels.float():", torch.histogram(labels.float(), bins=4).hist)
try:
    torch.histc(labels, bins=4)
except NotImplementedError as e:
    print("histc on int64 -> NotImplementedError:", e)
torch.histogram(labels, bins=4)
