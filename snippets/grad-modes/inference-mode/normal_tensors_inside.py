import torch

n = torch.zeros(3)  # created outside: a normal tensor
with torch.inference_mode():
    n.add_(1)       # an in-place write to it inside the block
    head = n[:2]    # a view of it, taken inside the block
print("n:", n, "| n.is_inference():", n.is_inference(), "| version counter:", n._version)
print("view taken inside is_inference():", head.is_inference())

with torch.inference_mode():
    t = torch.ones(3)
tail = t[1:]  # a view of an inference tensor, taken outside
print("view of an inference tensor is_inference():", tail.is_inference())
try:
    t._version
except RuntimeError as e:
    print("t._version ->", e)
