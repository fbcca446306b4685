import torch

x = torch.tensor([-100.0, -1.0, float("-inf"), float("inf"), float("nan")])
print("log_ndtr float32:", torch.special.log_ndtr(x))
print("int64 ->", torch.special.log_ndtr(torch.tensor([0])).dtype, torch.special.log_ndtr(torch.tensor([0])))
for dtype in [torch.float16, torch.bfloat16]:
    try:
        torch.special.log_ndtr(torch.tensor([0.0], dtype=dtype))
    except RuntimeError as e:
        print(dtype, "->", type(e).__name__, e)
