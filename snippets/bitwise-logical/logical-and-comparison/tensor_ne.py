import torch

labels = torch.tensor([0, 2, 0, 1])
pred = torch.tensor([0, 1, 0, 2])
wrong = pred.ne(labels)
print("pred.ne(labels):", wrong)
print("errors         :", wrong.sum().item(), "of", labels.numel())
