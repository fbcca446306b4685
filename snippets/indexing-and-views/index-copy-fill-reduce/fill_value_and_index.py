# raises: IndexError
import torch

x = torch.zeros(2, 3)
print("0-d tensor value:", x.index_fill(1, torch.tensor([1]), torch.tensor(4.0)).tolist())
try:
    x.index_fill(1, torch.tensor([1]), torch.tensor([4.0]))      # 1-D value
except RuntimeError as e:
    print("RuntimeError:", e)
x.index_fill(1, torch.tensor([1], dtype=torch.int32), 4.0)        # int32 index
