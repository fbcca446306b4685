import torch
from torch.profiler import ProfilerActivity, profile

a = torch.randn(64, 64)
with profile(activities=[ProfilerActivity.CPU]) as prof:
    (a @ a).relu().sum()
names = {e.key for e in prof.key_averages()}
for op in ["aten::matmul", "aten::relu", "aten::sum"]:
    print(op, "recorded:", op in names)
