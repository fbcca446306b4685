import torch

logits = torch.tensor([[-2.0, 0.0, 2.0]])
probs = logits.sigmoid()
print("logits.sigmoid():", probs)
print("same as torch.sigmoid:", torch.equal(probs, torch.sigmoid(logits)))
print("logits unchanged:", logits)
print("int64 ->", torch.tensor([0, 1]).sigmoid().dtype)
