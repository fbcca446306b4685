import torch

template = torch.empty(2, 3, 4, 5).to(memory_format=torch.channels_last)
print("template strides:", template.stride())
for fmt in [None, torch.contiguous_format, torch.preserve_format, torch.channels_last]:
    a = torch.zeros(120)
    a.resize_as_(template, **({} if fmt is None else {"memory_format": fmt}))
    print(f"{str(fmt):23} -> strides {a.stride()}")
t = torch.empty(3, 4).t()                        # strides (1, 4), no channels-last format
a = torch.zeros(12)
print("transposed template", t.stride(), "+ preserve_format -> strides", a.resize_as_(t, memory_format=torch.preserve_format).stride())
same = torch.empty(1, 3, 2, 2)
x = torch.zeros(1, 3, 2, 2).to(memory_format=torch.channels_last)
print("same shape, no memory_format: strides", x.resize_as_(same).stride(), "(unchanged)")
print("same shape, contiguous_format: strides", x.resize_as_(same, memory_format=torch.contiguous_format).stride())
