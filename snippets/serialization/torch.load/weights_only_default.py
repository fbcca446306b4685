import argparse
import pickle
import torch

ckpt = {"model": torch.nn.Linear(2, 1).state_dict(), "args": argparse.Namespace(lr=0.1, epochs=5)}
torch.save(ckpt, "run.pt")

try:
    torch.load("run.pt")                         # weights_only=True by default
except pickle.UnpicklingError as e:
    lines = str(e).splitlines()
    print("UnpicklingError, first line:", lines[0].split(",")[0])
    print(next(line.strip() for line in lines if "Unsupported global" in line))
