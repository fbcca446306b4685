import torch

probs = torch.tensor([[0.9, 0.1, 0.0],
                      [0.0, 0.0, 1.0]])     # one distribution per row
idx = torch.multinomial(probs, 4, replacement=True)
print("shape:", tuple(idx.shape))
print(idx)
