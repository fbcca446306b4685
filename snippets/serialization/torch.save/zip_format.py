import zipfile
import torch

torch.save({"w": torch.ones(3), "b": torch.zeros(1)}, "ckpt.pt")
print("is a zip archive:", zipfile.is_zipfile("ckpt.pt"))
for name in sorted(zipfile.ZipFile("ckpt.pt").namelist()):
    print("  ", name)
