import torch

logits = torch.tensor([-3.0, 0.5, 2.0])
floor = torch.tensor(-1.0)
r = logits.maximum(floor)
print("logits.maximum(floor):", r)
print("logits unchanged     :", logits)
print("same as torch.maximum:", torch.equal(r, torch.maximum(logits, floor)))
print("has maximum_?        :", hasattr(torch.Tensor, "maximum_"))
