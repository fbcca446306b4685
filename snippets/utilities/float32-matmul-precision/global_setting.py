import threading

import torch

seen = {}


def worker():
    seen["worker"] = torch.get_float32_matmul_precision()


torch.set_float32_matmul_precision("high")
t = threading.Thread(target=worker)
t.start()
t.join()
print("main thread:", torch.get_float32_matmul_precision(), "| worker thread:", seen["worker"])

# no context manager: save and restore by hand
saved = torch.get_float32_matmul_precision()
torch.set_float32_matmul_precision("medium")
try:
    print("inside:", torch.get_float32_matmul_precision())
finally:
    torch.set_float32_matmul_precision(saved)
print("restored:", torch.get_float32_matmul_precision())
