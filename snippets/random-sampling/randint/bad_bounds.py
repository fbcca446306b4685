# raises: RuntimeError
import torch

for dtype, high in [(torch.uint8, 300), (torch.bool, 3)]:
    try:
        torch.randint(0, high, (3,), dtype=dtype)
    except RuntimeError as e:
        print(f"dtype={dtype}, high={high}: RuntimeError:", e)
torch.randint(5, 5, (3,))        # an empty range [5, 5)
