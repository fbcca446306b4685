import torch
from torch._subclasses.fake_tensor import FakeTensorMode

# Fake tensors stand in for a GPU output here: they carry a device but no data.
with FakeTensorMode():
    out = torch.randn(20, 5, device="cuda")  # the model's output, on the last stage's GPU
    labels = torch.randn(20, 5)  # labels left on the CPU
    try:
        torch.nn.functional.mse_loss(out, labels)
    except RuntimeError as e:
        print("RuntimeError:", e)
