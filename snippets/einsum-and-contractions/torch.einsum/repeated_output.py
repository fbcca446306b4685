# raises: RuntimeError
import torch

a = torch.ones(2, 2)
# an output label may appear only once: "ii" cannot build a diagonal matrix
torch.einsum("ij->ii", a)
