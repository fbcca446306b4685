import threading

import torch

seen = {}


def worker():
    seen["worker thread"] = torch.are_deterministic_algorithms_enabled()


torch.use_deterministic_algorithms(True)
t = threading.Thread(target=worker)
t.start()
t.join()
print("enabled in main thread:", torch.are_deterministic_algorithms_enabled())
print("enabled in worker thread:", seen["worker thread"])

# no context manager: save and restore by hand
saved = (torch.are_deterministic_algorithms_enabled(), torch.is_deterministic_algorithms_warn_only_enabled())
torch.use_deterministic_algorithms(False)
try:
    x = torch.zeros(3).put_(torch.tensor([1]), torch.tensor([5.0]))  # allowed while determinism is off
    print("put_ with determinism off:", x)
finally:
    torch.use_deterministic_algorithms(saved[0], warn_only=saved[1])
print("restored:", torch.are_deterministic_algorithms_enabled())
