import torch

labels = torch.tensor([2, 0, 1, 2])
one_hot = torch.zeros(4, 3).scatter_(1, labels.unsqueeze(1), 1.0)   # value form
print(one_hot)
print("same as F.one_hot:",
      torch.equal(one_hot, torch.nn.functional.one_hot(labels, 3).float()))
