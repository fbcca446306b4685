# raises: RuntimeError
import torch

counts = torch.tensor([3, 4])
print("float first:", torch.linalg.vector_norm(counts.float()))
torch.norm(counts)
