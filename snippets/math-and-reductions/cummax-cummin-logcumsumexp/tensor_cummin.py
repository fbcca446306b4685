import torch

# Best validation loss so far, and the epoch where it was reached.
loss = torch.tensor([0.90, 0.70, 0.75, 0.60, 0.65, 0.62])
best, epoch = loss.cummin(0)
print("best so far:", best)
print("best epoch: ", epoch.tolist())
print("epochs since improvement:", (torch.arange(len(loss)) - epoch).tolist())
