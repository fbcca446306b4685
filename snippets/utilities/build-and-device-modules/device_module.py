import torch

print("no argument:", torch.get_device_module().__name__, "| accelerator available:", torch.accelerator.is_available())
print("'cpu':", torch.get_device_module("cpu").__name__, "| torch.device('cuda', 1):", torch.get_device_module(torch.device("cuda", 1)).__name__)


def device_summary(device):
    mod = torch.get_device_module(device)  # the same calls work for every backend module
    return f"{mod.__name__}: is_available={mod.is_available()} device_count={mod.device_count()}"


for dev in ("cpu", "cuda"):
    print(device_summary(dev))
mod = torch.get_device_module("cpu")
mod.synchronize()  # a no-op on CPU, a real wait on an accelerator
print("torch.cpu.current_device():", mod.current_device())
