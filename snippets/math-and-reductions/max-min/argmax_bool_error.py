# raises: RuntimeError
import torch

mask = torch.tensor([False, True, True])
print("max of bool          :", mask.max(), "| max(dim=0).indices:", mask.max(dim=0).indices)
print("argmax of mask.int() :", mask.int().argmax())
mask.argmax()
