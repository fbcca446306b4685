import threading

import torch

started, go_on, seen = threading.Event(), threading.Event(), {}


def work():
    torch.ones(4).sum()  # this thread has done torch work before the change
    seen["old thread, before"] = torch.get_num_threads()
    started.set()
    go_on.wait()
    seen["old thread, after"] = torch.get_num_threads()


old = threading.Thread(target=work)
old.start()
started.wait()
torch.set_num_threads(2)  # called while the other thread is already running
go_on.set()
old.join()
new = threading.Thread(target=lambda: seen.setdefault("thread started after", torch.get_num_threads()))
new.start()
new.join()
print("calling thread:", torch.get_num_threads())
for name, n in seen.items():
    print(f"{name}: {n}")
