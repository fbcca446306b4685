import torch
from torch import nn
from torch.nn.utils import convert_conv2d_weight_memory_format

model = nn.Sequential(nn.Conv2d(3, 8, 3), nn.BatchNorm2d(8), nn.Sequential(nn.ConvTranspose2d(8, 4, 3)))
ret = convert_conv2d_weight_memory_format(model, torch.channels_last)
print("returns the same module:", ret is model)
for name, p in model.named_parameters():
    if p.dim() == 4:
        print(f"{name:10} channels_last: {p.is_contiguous(memory_format=torch.channels_last)}  stride: {p.stride()}")
print("still a Parameter:", type(model[0].weight).__name__)
x = torch.randn(1, 3, 8, 8)
print("output unchanged in value:", torch.allclose(model(x), model(x.contiguous(memory_format=torch.channels_last))))
