# raises: RuntimeError
import torch

cl = torch.zeros(2, 3, 4, 5).to(memory_format=torch.channels_last)
print("contiguous_format:", cl.clone(memory_format=torch.contiguous_format).stride())
y = torch.zeros(2, 3, 4, 5)
print("channels_last:    ", y.clone(memory_format=torch.channels_last).stride())
print("x.t().clone(memory_format=torch.contiguous_format) contiguous:",
      torch.arange(6.0).reshape(2, 3).t().clone(memory_format=torch.contiguous_format).is_contiguous())
torch.zeros(2, 3).clone(memory_format=torch.channels_last)   # needs a 4-D tensor
