import torch
import torch.nn.functional as F

# constant mode pads any number of trailing dims of any rank
print(tuple(F.pad(torch.ones(4), (1, 1)).shape))
print(tuple(F.pad(torch.ones(2, 3, 4, 5, 6), (1,) * 8).shape))
# non-constant modes: pad length 2/4/6 needs a 2D-3D / 3D-4D / 4D-5D input
print(tuple(F.pad(torch.ones(2, 3, 4), (1, 1, 1, 1), mode="reflect").shape))
try:
    F.pad(torch.ones(3, 4), (1, 1, 1, 1), mode="reflect")
except NotImplementedError as e:
    print("NotImplementedError:", str(e).splitlines()[0])
