# raises: RuntimeError
import torch

s = torch.eye(3).to_sparse()
parts = s.indices().nbytes + s.values().nbytes
print("nelement():", s.nelement(), " bytes of indices + values:", parts)
s.nbytes
