# raises: RuntimeError
import torch
from torch import nn

class InplaceReLU(nn.Module):
    def forward(self, x):
        return x.relu_()                         # modifies the (hooked) input in place

m = InplaceReLU()
m.register_full_backward_hook(lambda mod, gi, go: None)
m(torch.ones(2, requires_grad=True) * 1.0)
