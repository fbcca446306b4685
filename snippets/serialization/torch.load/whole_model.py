import pickle
import re
import torch

model = torch.nn.Sequential(torch.nn.Linear(2, 2), torch.nn.ReLU())
torch.save(model, "model.pt")                    # pickles the module classes, not just the tensors
try:
    torch.load("model.pt")
except pickle.UnpicklingError as e:
    print("UnpicklingError, blocked global:", re.search(r"GLOBAL (\S+)", str(e)).group(1))

torch.save(model.state_dict(), "model_sd.pt")    # the recommended way: tensors only
fresh = torch.nn.Sequential(torch.nn.Linear(2, 2), torch.nn.ReLU())
print(fresh.load_state_dict(torch.load("model_sd.pt")))
