# raises: TypeError
import torch

z = torch.zeros(1, 3, 1)
print("z.squeeze():", tuple(z.squeeze().shape))            # leave dim out: every size-1 dim goes
print("torch.squeeze(z):", tuple(torch.squeeze(z).shape))
print("z.squeeze(()):", tuple(z.squeeze(()).shape))        # an empty tuple names no dimension
z.squeeze(dim=None)                                          # None is not accepted
