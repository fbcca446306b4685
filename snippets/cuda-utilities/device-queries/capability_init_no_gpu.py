import torch

for name, call in [("get_device_capability()", torch.cuda.get_device_capability),
                   ("init()", torch.cuda.init)]:
    try:
        call()
    except AssertionError as e:
        print(f"{name}: AssertionError: {e}")
