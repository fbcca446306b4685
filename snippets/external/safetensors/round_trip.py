import torch
from torch import nn
from safetensors.torch import load_file, save_file

model = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2))
save_file(model.state_dict(), "model.safetensors", metadata={"epoch": "7", "note": "demo"})

state = load_file("model.safetensors")             # device="cpu" by default
print("type:", type(state).__name__, " keys:", sorted(state))
print("0.weight:", state["0.weight"].dtype, tuple(state["0.weight"].shape), state["0.weight"].device)
print("identical values:", all(torch.equal(state[k], v) for k, v in model.state_dict().items()))

fresh = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2))
print(fresh.load_state_dict(state))
