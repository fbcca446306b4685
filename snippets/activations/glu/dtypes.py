import torch
import torch.nn.functional as F

print("empty (0, 4) ->", tuple(F.glu(torch.empty(0, 4)).shape))
for dt in (torch.float16, torch.bfloat16, torch.float64, torch.int64, torch.complex64):
    try:
        print(str(dt).ljust(15), "->", F.glu(torch.ones(4).to(dt)).dtype)
    except NotImplementedError as e:
        print(str(dt).ljust(15), "-> NotImplementedError:", e)

# value half | gate half
print("a = [1, 2],    b = [inf, -inf]:", F.glu(torch.tensor([1.0, 2.0, float("inf"), float("-inf")])))
print("a = [inf, 2],  b = [0, nan]   :", F.glu(torch.tensor([float("inf"), 2.0, 0.0, float("nan")])))
