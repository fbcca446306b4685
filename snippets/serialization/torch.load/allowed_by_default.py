import collections
import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
model(torch.ones(1, 2)).sum().backward()
opt.step()
ckpt = {
    "epoch": 3, "loss": 0.25, "tag": "run-1", "best": None, "history": [1.0, 0.5], "pair": (1, 2),
    "model": model.state_dict(), "optimizer": opt.state_dict(),
    "shape": torch.Size([2, 3]), "dtype": torch.float16, "device": torch.device("cpu"),
    "counts": collections.OrderedDict(a=1),
}
torch.save(ckpt, "ckpt.pt")
back = torch.load("ckpt.pt")                     # weights_only=True, no allowlist needed
for k, v in back.items():
    print(f"{k:9} -> {type(v).__name__}")
