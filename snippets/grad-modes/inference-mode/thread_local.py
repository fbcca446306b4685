import threading

import torch

seen = {}


def worker():
    seen["worker thread"] = torch.is_inference_mode_enabled()


with torch.inference_mode():
    seen["main thread"] = torch.is_inference_mode_enabled()
    t = threading.Thread(target=worker)
    t.start()
    t.join()

for name, flag in seen.items():
    print(f"is_inference_mode_enabled in {name}: {flag}")
