# raises: RuntimeError
import torch

x = torch.arange(1, 10).reshape(3, 3)
print("start = tensor(-1):", x.narrow(-1, torch.tensor(-1), 1).flatten().tolist())
print("start = int32 tensor(1):", x.narrow(-1, torch.tensor(1, dtype=torch.int32), 1).flatten().tolist())
x.narrow(-1, torch.tensor([1]), 1)             # a 1-D tensor is not accepted
