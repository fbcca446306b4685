import zipfile

import torch

t = torch.arange(3.0)
torch.save(t, "new.pt")                                          # zip format (default since 1.6)
torch.save(t, "old.pt", _use_new_zipfile_serialization=False)   # the pre-1.6 format
torch.save(t, "weights.bin")                                     # any name works; .pt is a convention
for name in ("new.pt", "old.pt", "weights.bin"):
    print(f"{name:12} zip archive: {zipfile.is_zipfile(name)!s:5} | torch.load: {torch.load(name)}")
