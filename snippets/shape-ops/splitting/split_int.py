import torch

a = torch.arange(10).reshape(5, 2)
parts = torch.split(a, 2)                     # pieces of 2 rows; the last is smaller
print("sizes:", [p.shape[0] for p in parts])
print("parts are views:",
      all(p.untyped_storage().data_ptr() == a.untyped_storage().data_ptr() for p in parts))
print("last piece:", parts[-1])
print("split(7, 3) sizes:", [p.numel() for p in torch.arange(7).split(3)])
