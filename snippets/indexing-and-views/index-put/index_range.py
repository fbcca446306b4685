# raises: IndexError
import torch

x = torch.zeros(3, 4)
x.index_put_((torch.tensor([-1]), torch.tensor([-1])), torch.tensor(1.0))
print("-1, -1 writes the last element:", x[2, 3].item())
x.index_put_((torch.tensor([3]), torch.tensor([0])), torch.tensor(1.0))   # row 3 does not exist
