import threading

import torch

print("default:", torch.is_warn_always_enabled())
torch.set_warn_always(True)
seen = {}
t = threading.Thread(target=lambda: seen.update(worker=torch.is_warn_always_enabled()))
t.start()
t.join()
print("after set_warn_always(True): main", torch.is_warn_always_enabled(), "| other thread", seen["worker"])
torch.set_warn_always(False)
print("after set_warn_always(False):", torch.is_warn_always_enabled())
