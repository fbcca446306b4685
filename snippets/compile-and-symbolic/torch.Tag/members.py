import torch

print("number of tags:", len(torch.Tag.__members__))
print(", ".join(torch.Tag.__members__))
t = torch.Tag.pointwise
print("torch.Tag.pointwise:", repr(t), "| name:", t.name, "| value:", t.value, "| torch.Tag(16):", torch.Tag(16))
