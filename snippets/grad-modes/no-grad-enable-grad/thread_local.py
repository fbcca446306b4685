import threading

import torch

seen = {}


def worker():
    x = torch.ones(1, requires_grad=True)
    seen["grad enabled in thread"] = torch.is_grad_enabled()
    seen["x * 2 requires_grad in thread"] = (x * 2).requires_grad


with torch.no_grad():
    print("grad enabled in main thread:", torch.is_grad_enabled())
    t = threading.Thread(target=worker)
    t.start()
    t.join()

for key, value in seen.items():
    print(f"{key}: {value}")
