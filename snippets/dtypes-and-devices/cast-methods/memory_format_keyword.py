# raises: TypeError
import torch

img = torch.zeros(1, 3, 2, 2).to(memory_format=torch.channels_last)
h = img.half()                                   # default memory_format=torch.preserve_format
print("half() keeps channels_last:", h.is_contiguous(memory_format=torch.channels_last))
c = img.half(memory_format=torch.contiguous_format)
print("half(memory_format=torch.contiguous_format) strides:", c.stride())
print("float(memory_format=torch.channels_last) is img:", img.float(memory_format=torch.channels_last) is img)
for name in ["float", "double", "int", "long", "bool", "char"]:
    try:
        getattr(img, name)(torch.contiguous_format)
    except TypeError as e:
        print(f"{name}(torch.contiguous_format):", e)
img.half(torch.contiguous_format)                # memory_format passed by position
