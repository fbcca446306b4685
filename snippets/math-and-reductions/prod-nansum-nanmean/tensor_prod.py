import torch

probs = torch.tensor([[0.9, 0.8, 0.5],
                      [0.6, 0.7, 0.9]])
print("probs.prod(dim=1):", probs.prod(dim=1), "<- probability that all events happen")
print("probs.prod()     :", probs.prod())
