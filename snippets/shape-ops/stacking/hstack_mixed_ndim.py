# raises: RuntimeError
import torch

a = torch.tensor([1, 2, 3])
M = torch.zeros(3, 2, dtype=torch.int64)
print("column_stack works:", tuple(torch.column_stack((a, M)).shape))
torch.hstack((a, M))           # hstack does not turn a into a column
