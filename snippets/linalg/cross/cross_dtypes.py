# raises: RuntimeError
import torch

i, j = torch.tensor([1, 0, 0]), torch.tensor([0, 1, 0])
print("int64:", torch.cross(i, j, dim=0).tolist())
print("complex:", torch.cross(torch.tensor([1j, 0, 0]), torch.tensor([0, 1 + 0j, 0]), dim=0))
torch.cross(i, j.float(), dim=0)                    # mixed dtypes are not promoted
