import torch

# Every field of torch.iinfo; min and max are exact Python ints.
print("| dtype | bits | min | max |")
print("|---|---|---|---|")
for dt in [torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64,
           torch.uint16, torch.uint32, torch.uint64]:
    i = torch.iinfo(dt)
    print(f"| `{i.dtype}` | {i.bits} | {i.min} | {i.max} |")
