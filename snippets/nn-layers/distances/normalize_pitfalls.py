import torch
import torch.nn.functional as F

x = torch.tensor([3.0, 4.0])
print("1-D with dim=0:", F.normalize(x, dim=0))
for name, call in [("1-D with default dim=1", lambda: F.normalize(x)),
                   ("int64 input", lambda: F.normalize(torch.tensor([[3, 4]])))]:
    try:
        call()
    except (IndexError, RuntimeError) as e:
        print(f"{name}: {type(e).__name__}: {e}")
