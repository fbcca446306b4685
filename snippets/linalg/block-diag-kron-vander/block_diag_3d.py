# raises: RuntimeError
import torch

batch = torch.ones(2, 2, 2)
# a batch of matrices is not split into blocks; unpack it yourself
print(torch.block_diag(*batch).shape)
torch.block_diag(batch)
