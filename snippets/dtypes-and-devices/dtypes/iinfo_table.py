import torch

dtypes = [torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.uint16, torch.uint32, torch.uint64]

print("| dtype | bytes per element | iinfo.bits | min | max |")
print("|---|---|---|---|---|")
for dt in dtypes:
    ii = torch.iinfo(dt)
    print(f"| `{dt}` | {dt.itemsize} | {ii.bits} | {ii.min} | {ii.max} |")
