import torch
from torch import nn
from torch.nn.utils import convert_conv2d_weight_memory_format

class WithTable(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 4, 3)
        self.table = nn.Parameter(torch.randn(2, 3, 4, 5))   # 4-D, but not a conv weight

cl = torch.channels_last
a = convert_conv2d_weight_memory_format(WithTable(), cl)
print("utility:   conv.weight", a.conv.weight.is_contiguous(memory_format=cl), " table", a.table.is_contiguous(memory_format=cl))
b = WithTable().to(memory_format=cl)
print("module.to: conv.weight", b.conv.weight.is_contiguous(memory_format=cl), " table", b.table.is_contiguous(memory_format=cl))
