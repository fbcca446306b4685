import warnings
import torch

warnings.simplefilter("ignore")
idx = torch.tensor([0, 0])
for dtype in (torch.float32, torch.float16, torch.bfloat16, torch.int64, torch.complex64):
    x = torch.ones(2, dtype=dtype)
    try:
        out = x.index_reduce(0, idx, torch.tensor([2, 3]).to(dtype), "prod")
        print(f"{str(dtype):>15}:", out.tolist())
    except NotImplementedError as e:
        print(f"{str(dtype):>15}: NotImplementedError:", e)
