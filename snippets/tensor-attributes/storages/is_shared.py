import torch

x = torch.zeros(3)
print("new tensor:", x.is_shared())
x.share_memory_()
print("after share_memory_():", x.is_shared(), " its view:", x[1:].is_shared(),
      " its clone:", x.clone().is_shared())
print("storage reports the same:", x.untyped_storage().is_shared())
