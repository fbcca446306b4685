import torch

scores = torch.tensor([[2.0, 1.0, 0.1], [0.5, 0.5, 0.5]])
p = scores.softmax(dim=-1)
print("scores.softmax(dim=-1):", p)
print("rows sum to 1:", p.sum(dim=-1))
print("same as torch.softmax:", torch.equal(p, torch.softmax(scores, -1)))
print("positional dtype:", scores.half().softmax(-1, torch.float32).dtype)
print("scores unchanged:", scores[0])
