import torch

logits = torch.zeros(1, 1)                    # batch of 1, one output
print("squeeze():", tuple(logits.squeeze().shape))        # 0-d: the batch dim is gone too
print("squeeze(1):", tuple(logits.squeeze(1).shape))      # keeps the batch dim

x = torch.zeros(1, 4)
x.unsqueeze_(-1)                              # in-place twin: changes x itself
print("after unsqueeze_(-1):", tuple(x.shape))
