import torch

scores = torch.tensor([[1.0, 2.0, 3.0]])
all_pad = torch.ones(1, 3, dtype=torch.bool)           # a row with nothing to attend to
print(torch.softmax(scores.masked_fill(all_pad, float("-inf")), dim=-1))
finite = torch.finfo(scores.dtype).min
print(torch.softmax(scores.masked_fill(all_pad, finite), dim=-1))
