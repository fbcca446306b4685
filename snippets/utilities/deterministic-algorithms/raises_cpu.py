# raises: RuntimeError
import torch

torch.use_deterministic_algorithms(True)
x = torch.zeros(4)
idx = torch.tensor([0, 0, 3])
src = torch.tensor([1.0, 2.0, 5.0])

x.put_(idx, src, accumulate=True)  # has a deterministic CPU implementation
print("put_(accumulate=True):", x)

y = torch.zeros(4)
y.put_(torch.tensor([1, 2]), torch.tensor([7.0, 8.0]))  # accumulate=False has none, even with unique indices
