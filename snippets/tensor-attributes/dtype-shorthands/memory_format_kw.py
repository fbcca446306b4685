import torch

cl = torch.rand(1, 2, 3, 4).to(memory_format=torch.channels_last)
print("byte() keeps channels_last:", cl.byte().stride())
print("bfloat16(memory_format=torch.contiguous_format):",
      cl.bfloat16(memory_format=torch.contiguous_format).stride())
print("type_as keeps it too:", cl.type_as(torch.zeros(1, dtype=torch.float64)).stride())
try:
    cl.byte(torch.contiguous_format)
except TypeError as e:
    print("positional:", e)
