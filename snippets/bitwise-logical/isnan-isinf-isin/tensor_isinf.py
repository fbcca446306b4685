import torch

logits = torch.tensor([2.0, -float("inf"), 0.5])   # -inf marks a masked position
print("logits.isinf():", logits.isinf())
print("softmax       :", logits.softmax(0))
