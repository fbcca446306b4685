# device: cuda
import io

import torch

buf = io.BytesIO()
torch.save({"weight": torch.ones(2, device="cuda:0")}, buf)  # saved from cuda:0
buf.seek(0)
print("no map_location:", torch.load(buf)["weight"].device)
buf.seek(0)
print("map_location='cpu':", torch.load(buf, map_location="cpu")["weight"].device)
