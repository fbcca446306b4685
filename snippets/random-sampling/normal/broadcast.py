# raises: RuntimeError
import torch

mean = torch.tensor([[0.0], [100.0]])       # shape (2, 1): one mean per row
std = torch.tensor([0.0, 1.0, 10.0])        # shape (3,):   one std per column
s = torch.normal(mean, std)
print("(2,1) mean with (3,) std ->", tuple(s.shape))
print(s)

# the result has the broadcast shape, even when std is the larger one
print("(3,) mean with (2,3) std ->", tuple(torch.normal(torch.zeros(3), torch.ones(2, 3)).shape))

# same number of elements is not enough: the shapes must broadcast
torch.normal(torch.zeros(4), torch.ones(2, 2))
