import torch

acc = torch.tensor([])                        # shape (0,): a legacy special case
acc = torch.cat([acc, torch.ones(2, 3)])      # skipped, even though it is 1-D
print("shape:", tuple(acc.shape))

parts = [torch.full((1, 3), float(k)) for k in range(3)]
print("collect, then cat once:", tuple(torch.cat(parts).shape))
