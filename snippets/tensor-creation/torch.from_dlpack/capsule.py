# raises: RuntimeError
import torch
import torch.utils.dlpack

x = torch.arange(4)
capsule = torch.utils.dlpack.to_dlpack(x)        # the legacy exchange object
print(type(capsule).__name__)
y = torch.from_dlpack(capsule)
y[0] = 9
print("x after writing y[0]:", x)
torch.from_dlpack(capsule)                        # a capsule can be consumed only once
