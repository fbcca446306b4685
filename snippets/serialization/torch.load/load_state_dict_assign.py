import warnings

import torch

torch.save(torch.nn.Linear(2, 2).state_dict(), "sd.pt")
sd = torch.load("sd.pt", map_location="cpu")  # the loaded tensors are on the CPU

model = torch.nn.Linear(2, 2, device="meta")  # a model whose parameters live on another device
with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # copying into a meta parameter is a no-op, and torch says so
    model.load_state_dict(sd)  # default: copy into the existing parameters
print("load_state_dict(sd):             ", model.weight.device)
model.load_state_dict(sd, assign=True)  # assign: the model takes the loaded tensors themselves
print("load_state_dict(sd, assign=True):", model.weight.device)
