# raises: RuntimeError
import torch

u8 = torch.zeros(3, dtype=torch.uint8)
print("uint8 from -1:", torch.full_like(u8, -1))     # wraps around, no error
for value, like in ((300, u8), (float("nan"), torch.zeros(2, dtype=torch.int32)),
                    (1e6, torch.zeros(2, dtype=torch.float16))):
    try:
        torch.full_like(like, value)
    except RuntimeError as e:
        print(f"{value!r} into {like.dtype}: {e}")
try:
    torch.full_like(torch.zeros(2), torch.tensor([3.0, 4.0]))
except TypeError as e:
    print("tensor of 2 values ->", e)
torch.full_like(torch.zeros(2), 1 + 2j)              # complex value into a real tensor
