import threading

import numpy as np

import torch
from torch._tensor_str import get_printoptions  # private helper, used here only to show the values

torch.set_printoptions(threshold=5)
torch.set_printoptions(precision=2)  # a later call keeps the earlier threshold
print("after two calls:", get_printoptions())

seen = {}
t = threading.Thread(target=lambda: seen.update(s=str(torch.tensor([1.23456]))))
t.start()
t.join()
print("printed in another thread:", seen["s"])
print("NumPy printing is separate:", torch.tensor([1.23456]).numpy())

torch.set_printoptions(profile="compact")  # not a profile: silently ignored
print("after profile='compact':", get_printoptions())
torch.set_printoptions(profile="default")
