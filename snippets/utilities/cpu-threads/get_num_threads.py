import threading

import torch

print("get_num_threads() in this snippet runner:", torch.get_num_threads(), "| type:", type(torch.get_num_threads()).__name__)
torch.set_num_threads(2)
print("after set_num_threads(2):", torch.get_num_threads())

seen = {}
t = threading.Thread(target=lambda: seen.update(worker=torch.get_num_threads()))
t.start()
t.join()
print("read in another Python thread:", seen["worker"])
