# raises: RuntimeError
import torch

b = torch.arange(24).reshape(4, 2, 3)
print("b.mT shape:", tuple(b.mT.shape))
print("== transpose(-2, -1):", torch.equal(b.mT, b.transpose(-2, -1)), "| view:", b.mT.data_ptr() == b.data_ptr())
print("matrix 0 of b.mT == b[0].T:", torch.equal(b.mT[0], b[0].T))
torch.arange(3).mT                                   # a vector is not a matrix
