# raises: IndexError
import torch

x = torch.zeros(3)
src = torch.tensor([5.0])
print("0-d index:", x.index_copy(0, torch.tensor(1), src).tolist())
for bad in (torch.tensor([1], dtype=torch.int32), torch.tensor([[1]])):
    try:
        x.index_copy(0, bad, src)
    except (RuntimeError, IndexError) as e:
        print(type(e).__name__ + ":", e)
x.index_copy(0, torch.tensor([-1]), src)             # negative indices are not wrapped
