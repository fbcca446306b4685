import argparse
import torch

torch.save({"args": argparse.Namespace(lr=0.1)}, "run.pt")

# 1. allow one class for a block of code
with torch.serialization.safe_globals([argparse.Namespace]):
    print("safe_globals context  :", torch.load("run.pt")["args"])

# 2. allow it for the rest of the process
torch.serialization.add_safe_globals([argparse.Namespace])
print("add_safe_globals      :", torch.load("run.pt")["args"])

# 3. full unpickling: runs arbitrary code from the file, so only for files you trust
print("weights_only=False    :", torch.load("run.pt", weights_only=False)["args"])
