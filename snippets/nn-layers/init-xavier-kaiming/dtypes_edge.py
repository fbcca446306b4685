import warnings
import torch
from torch.nn import init

for dt in [torch.float16, torch.bfloat16, torch.float64]:
    w = init.kaiming_uniform_(torch.empty(64, 64, dtype=dt))
    print(dt, "-> dtype kept:", w.dtype, " max |w|:", w.abs().max().item())

for fn in [init.kaiming_uniform_, init.xavier_uniform_]:
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        e = fn(torch.empty(0, 5))
    print(fn.__name__, "on empty:", tuple(e.shape), "warnings:", [f"{r.category.__name__}: {r.message}" for r in rec])

try:
    init.xavier_uniform_(torch.empty(5))
except ValueError as err:
    print("1-D: ValueError:", err)
try:
    init.kaiming_uniform_(torch.empty(3, 3, dtype=torch.int64))
except RuntimeError as err:
    print("int64: RuntimeError:", err)
try:
    init.kaiming_normal_(torch.empty(3, 3), mode="fanin")
except ValueError as err:
    print("bad mode: ValueError:", err)
