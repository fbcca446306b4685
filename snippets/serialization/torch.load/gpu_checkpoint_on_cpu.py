# raises: RuntimeError
import torch
import torch.serialization as ser

# Write a checkpoint whose storages are tagged 'cuda:0', as torch.save does on a GPU machine:
# on this CPU-only build the tag that torch.save records is replaced for one call.
real_tag = ser.location_tag
ser.location_tag = lambda storage: "cuda:0"
torch.save({"weight": torch.ones(2, 2)}, "gpu_ckpt.pt")
ser.location_tag = real_tag

model = torch.nn.Linear(2, 2, bias=False)
sd = torch.load("gpu_ckpt.pt", map_location="cpu")  # storages built on the CPU, never on a GPU
print("map_location='cpu':", sd["weight"].device)
model.load_state_dict(sd)  # then copied into the model's own parameters
print("loaded into the model:", model.weight.device, model.weight.sum().item())
torch.load("gpu_ckpt.pt")  # default: each storage goes back to the device in its tag
