# raises: RuntimeError
import torch

print("torch.equal on (2,) vs (3,):", torch.equal(torch.tensor([1.0, 2.0]), torch.tensor([1.0, 2.0, 3.0])))
torch.allclose(torch.tensor([1.0, 2.0]), torch.tensor([1.0, 2.0, 3.0]))
