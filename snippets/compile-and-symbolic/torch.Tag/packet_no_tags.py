# raises: AttributeError
import torch

print("an overload has tags:", [t.name for t in torch.ops.aten.sum.default.tags])
torch.ops.aten.sum.tags  # the packet groups all overloads of aten.sum and has no tags
