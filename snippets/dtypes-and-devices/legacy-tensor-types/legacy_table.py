import torch

names = ["FloatTensor", "DoubleTensor", "HalfTensor", "ByteTensor", "CharTensor", "ShortTensor", "IntTensor",
         "LongTensor", "BoolTensor", "BFloat16Tensor"]
print("| legacy CPU type | dtype it makes | `x.type()` | CUDA twin exists as a name |")
print("|---|---|---|---|")
for n in names:
    x = getattr(torch, n)([1, 0])
    print(f"| `torch.{n}` | `{x.dtype}` | `{x.type()}` | {hasattr(torch.cuda, n)} |")
