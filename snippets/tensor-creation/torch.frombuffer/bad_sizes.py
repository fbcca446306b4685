# raises: ValueError
import torch

buf = bytearray(8)
for kwargs in [dict(dtype=torch.int32, offset=1), dict(dtype=torch.int32, count=3)]:
    try:
        torch.frombuffer(buf, **kwargs)
    except ValueError as e:
        print(kwargs, "-> ValueError:", e)
torch.frombuffer(bytearray(), dtype=torch.uint8)       # an empty buffer
