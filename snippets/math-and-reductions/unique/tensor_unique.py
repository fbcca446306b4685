import torch

labels = torch.tensor([2, 0, 2, 2, 1, 0])
classes, counts = labels.unique(return_counts=True)
print("classes:", classes, " counts:", counts)
print("class frequencies:", counts / labels.numel())
