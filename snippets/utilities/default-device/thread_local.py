import threading

import torch

seen = {}


def worker():
    seen["default in worker"] = torch.get_default_device()
    seen["zeros in worker"] = torch.zeros(1).device


torch.set_default_device("meta")
t = threading.Thread(target=worker)
t.start()
t.join()
print("default in main thread:", torch.get_default_device())
for key, value in seen.items():
    print(f"{key}: {value}")
torch.set_default_device(None)
