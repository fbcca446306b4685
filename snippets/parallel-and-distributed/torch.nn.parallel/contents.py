import warnings

import torch
from torch import nn

names = [n for n in dir(nn.parallel) if not n.startswith("_") and n != "deprecated"]
print("torch.nn.parallel:", ", ".join(names))
print("nn.DataParallel is nn.parallel.DataParallel:", nn.DataParallel is nn.parallel.DataParallel)
try:
    nn.parallel.data_parallel(nn.Linear(3, 2), torch.randn(4, 3))  # the functional form
except RuntimeError as e:
    print("data_parallel without a GPU: RuntimeError:", e)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    try:
        nn.parallel.DistributedDataParallelCPU()  # the warning comes first; arguments do not matter here
    except TypeError:
        pass
print(w[0].category.__name__, "-", w[0].message)
