import torch

scores = torch.tensor([[0.1, 0.7, 0.2],
                       [0.5, 0.3, 0.2],
                       [0.3, 0.3, 0.4]])
labels = torch.tensor([1, 0, 2])

# dim=1: out[i][j] = scores[i][index[i][j]]  -> pick one column per row
picked = scores.gather(1, labels.unsqueeze(1))
print("index shape:", tuple(labels.unsqueeze(1).shape), "out shape:", tuple(picked.shape))
print(picked.squeeze(1))
print("same as scores[arange, labels]:",
      torch.equal(picked.squeeze(1), scores[torch.arange(3), labels]))
