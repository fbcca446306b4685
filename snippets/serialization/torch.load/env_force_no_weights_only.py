import argparse
import os
import pickle
import warnings

import torch

torch.save({"args": argparse.Namespace(lr=0.1)}, "run.pt")
os.environ["TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD"] = "1"  # set by a launcher, a CI job, a shell profile...
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    print("no weights_only argument: loaded", torch.load("run.pt")["args"])
print(w[0].category.__name__, "-", w[0].message)
try:
    torch.load("run.pt", weights_only=True)
except pickle.UnpicklingError:
    print("weights_only=True passed explicitly: UnpicklingError, still protected")
