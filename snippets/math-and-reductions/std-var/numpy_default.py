import numpy as np
import torch

x = torch.tensor([2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0])
print("torch x.std()          :", x.std())
print("numpy np.std(x)        :", np.std(x.numpy()), "(ddof=0 by default)")
print("numpy np.std(ddof=1)   :", np.std(x.numpy(), ddof=1))
print("torch std(correction=0):", x.std(correction=0))
