# raises: IndexError
import torch

src = torch.arange(6)
try:
    torch.take(src, torch.tensor([1], dtype=torch.int32))
except RuntimeError as e:
    print("int32 index: RuntimeError:", e)
torch.take(src, torch.tensor([6]))              # 6 elements: valid range is [-6, 5]
