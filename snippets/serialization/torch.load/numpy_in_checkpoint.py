import pickle
import re
import numpy as np
import torch

torch.save({"mean": np.array([0.5, 0.25])}, "stats.pt")
try:
    torch.load("stats.pt")
except pickle.UnpicklingError as e:
    print("UnpicklingError, blocked global:", re.search(r"GLOBAL (\S+)", str(e)).group(1))
# store tensors (or plain lists) instead of NumPy arrays
torch.save({"mean": torch.from_numpy(np.array([0.5, 0.25]))}, "stats.pt")
print("as a tensor:", torch.load("stats.pt")["mean"])
