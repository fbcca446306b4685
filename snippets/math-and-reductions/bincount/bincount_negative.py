# raises: RuntimeError
import torch

labels = torch.tensor([2, 0, 2, 1])
print("uint8 input works:", torch.bincount(labels.to(torch.uint8)).tolist())
try:
    torch.bincount(labels.float())
except NotImplementedError:
    print("float input: NotImplementedError")
torch.bincount(torch.tensor([-1, 2]))           # negative values have no bin
