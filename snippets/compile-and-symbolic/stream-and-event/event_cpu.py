# raises: RuntimeError
import torch

e = torch.Event()
print(e)
print("query():", e.query(), "| synchronize():", e.synchronize(), "| wait():", e.wait())
e.record(torch.Stream())  # recording needs a backend with events
