import torch
from safetensors.torch import load_file, save_file

save_file({"w": torch.arange(4.0)}, "w.safetensors")
for backend in ("mmap", "pread"):                   # keyword-only; "mmap" is the default
    print(f"backend={backend!r}:", load_file("w.safetensors", device="cpu", backend=backend)["w"])
