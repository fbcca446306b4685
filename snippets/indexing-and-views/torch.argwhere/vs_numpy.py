import numpy as np
import torch

t = torch.tensor([[1, 0, 1],
                  [0, 1, 1]])
print("torch:", torch.argwhere(t).tolist())
print("numpy:", np.argwhere(t.numpy()).tolist())
print("0-d shapes:", tuple(torch.argwhere(torch.tensor(5)).shape), np.argwhere(np.array(5)).shape)
print("as_tuple form:", [x.tolist() for x in torch.nonzero(t, as_tuple=True)])
