# timeout: 120
import torch


class WithIf(torch.nn.Module):
    def forward(self, x):
        if x.sum() > 0:  # a Python if on a tensor value
            return x.cos()
        return x.sin()


try:
    torch.export.export(WithIf(), (torch.randn(3),))
except Exception as e:
    print("export:", type(e).__name__)
    print(str(e).splitlines()[0])

try:
    torch.compile(WithIf(), backend="eager", fullgraph=True)(torch.randn(3))
except Exception as e:
    print("compile(fullgraph=True):", type(e).__name__)
    print(str(e).splitlines()[0])
