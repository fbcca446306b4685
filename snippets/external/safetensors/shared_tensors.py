import re
import torch
from torch import nn
from safetensors.torch import load_model, save_file, save_model

class TiedLM(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(5, 3)
        self.out = nn.Linear(3, 5, bias=False)
        self.out.weight = self.emb.weight          # weight tying: one tensor, two names

model = TiedLM()
try:
    save_file(model.state_dict(), "tied_bad.safetensors")
except RuntimeError as e:
    first = str(e).strip().splitlines()[0]
    print("save_file:", type(e).__name__, "-", first.split(":")[0])
    print("  names sharing memory:", sorted(re.findall(r"'([\w.]+)'", first)))

save_model(model, "tied.safetensors")              # stores the shared tensor once
fresh = TiedLM()
print("load_model -> (missing, unexpected):", load_model(fresh, "tied.safetensors"))
print("still tied after loading:", fresh.out.weight is fresh.emb.weight)
