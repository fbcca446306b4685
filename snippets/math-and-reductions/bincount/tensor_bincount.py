import torch

# Class frequencies and inverse-frequency weights for a loss
labels = torch.tensor([0, 0, 0, 0, 1, 1, 2])
num_classes = 4                                   # class 3 does not occur in this batch
freq = labels.bincount(minlength=num_classes)
print("frequency per class:", freq.tolist())
weight = freq.sum() / (num_classes * freq.clamp(min=1))
print("inverse-frequency weights:", weight)
