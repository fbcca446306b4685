import torch

big = torch.zeros(1_000_000)
head = big[:10]  # a view: 10 elements...
print("head: numel*element_size =", head.numel() * head.element_size(), "bytes")
print("head: storage nbytes     =", head.untyped_storage().nbytes(),
      "bytes (all of big)")
small = big[:10].clone()
print("clone: storage nbytes    =", small.untyped_storage().nbytes(), "bytes")

wide = torch.zeros(3).expand(1000, 3)
print("expand: numel", wide.numel(), "but storage", wide.untyped_storage().nbytes(),
      "bytes")
