import torch
from safetensors import safe_open
from safetensors.torch import save_file

save_file({"emb": torch.arange(12.0).reshape(4, 3), "scale": torch.ones(1)}, "parts.safetensors",
          metadata={"epoch": "7"})

with safe_open("parts.safetensors", framework="pt", device="cpu") as f:
    print("metadata:", f.metadata())
    print("keys:", list(f.keys()))
    rows = f.get_slice("emb")[1:3]                 # read only two rows of one tensor
    print("emb[1:3] read lazily:", rows)
