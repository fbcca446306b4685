# raises: RuntimeError
import torch

batch = torch.randn(5, 3, 3)
per_matrix = batch.diagonal(dim1=-2, dim2=-1).sum(-1)
print("batched trace via diagonal().sum(-1): shape", tuple(per_matrix.shape))
print("matches a loop:", torch.allclose(per_matrix, torch.stack([torch.trace(m) for m in batch])))
torch.trace(batch)                              # 2-D only
