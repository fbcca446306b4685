import os
import torch

big = torch.arange(100_000, dtype=torch.float32)
first_two = big[:2]                          # a view into a 400 kB storage
torch.save(first_two, "view.pt")
torch.save(first_two.clone(), "clone.pt")
v, c = torch.load("view.pt"), torch.load("clone.pt")
print("loaded view   :", v, " storage bytes:", v.untyped_storage().nbytes())
print("loaded clone  :", c, " storage bytes:", c.untyped_storage().nbytes())
print("view.pt is more than 100x larger than clone.pt:", os.path.getsize("view.pt") > 100 * os.path.getsize("clone.pt"))
wide = torch.zeros(1).expand(100_000)             # stride 0: 100 000 elements over one stored float
torch.save(wide, "wide.pt")
w = torch.load("wide.pt")
print("expanded: numel * element_size:", w.numel() * w.element_size(), "| storage bytes:",
      w.untyped_storage().nbytes(), "| stride:", w.stride())
