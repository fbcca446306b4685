import torch
import torch.nn as nn

ids = torch.tensor([1, 1, 1, 2])            # id 1 appears 3 times in the batch, id 2 once
for flag in (False, True):
    emb = nn.Embedding(4, 1, scale_grad_by_freq=flag)
    emb(ids).sum().backward()
    print(f"scale_grad_by_freq={flag}: grad per row", emb.weight.grad.flatten())
