import torch
from torch import nn
from torch.nn.utils import convert_conv3d_weight_memory_format

class WithTable(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv3d(2, 4, 3)
        self.up = nn.ConvTranspose3d(4, 2, 3)
        self.table = nn.Parameter(torch.randn(2, 3, 4, 5, 6))

cl3 = torch.channels_last_3d
m = convert_conv3d_weight_memory_format(WithTable(), cl3)
print("Conv3d:", m.conv.weight.is_contiguous(memory_format=cl3), " stride:", m.conv.weight.stride())
print("ConvTranspose3d:", m.up.weight.is_contiguous(memory_format=cl3))
print("other 5-D parameter:", m.table.is_contiguous(memory_format=cl3))
n = WithTable().to(memory_format=cl3)
print("after module.to, other 5-D parameter:", n.table.is_contiguous(memory_format=cl3))
