import torch

a = torch.zeros(2, 3)
b = torch.ones(2, 1)
print("axis=1:", tuple(torch.concatenate((a, b), axis=1).shape))   # NumPy spelling
print("dim=1 :", tuple(torch.concatenate((a, b), dim=1).shape))    # also accepted
print("cat with axis=1:", tuple(torch.cat((a, b), axis=1).shape))  # and by cat itself
out = torch.empty(2, 4)
r = torch.concatenate((a, b), axis=1, out=out)
print("wrote into out:", r.data_ptr() == out.data_ptr())
