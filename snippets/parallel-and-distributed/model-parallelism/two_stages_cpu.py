import torch
from torch import nn


class TwoStage(nn.Module):
    """Model parallelism: each stage lives on its own device; forward moves the activations."""

    def __init__(self, dev0, dev1):
        super().__init__()
        self.dev0, self.dev1 = dev0, dev1
        self.stage0 = nn.Sequential(nn.Linear(10, 10), nn.ReLU()).to(dev0)
        self.stage1 = nn.Linear(10, 5).to(dev1)

    def forward(self, x):
        h = self.stage0(x.to(self.dev0))
        return self.stage1(h.to(self.dev1))  # the hand-over between devices


# With two GPUs this would be TwoStage("cuda:0", "cuda:1"); the code is the same.
model = TwoStage("cpu", "cpu")
out = model(torch.randn(20, 10))
labels = torch.randn(20, 5).to(model.dev1)  # the labels go where the output is
loss = nn.functional.mse_loss(out, labels)
loss.backward()  # autograd follows the activations back across the devices
print("devices of the parameters:", sorted({str(p.device) for p in model.parameters()}))
print("output:", tuple(out.shape), "on", out.device, "| loss:", round(loss.item(), 4))
print("every parameter has a grad:", all(p.grad is not None for p in model.parameters()))
