# raises: RuntimeError
import torch

x = torch.tensor([1.0, 2.0])
# A real tensor has no imaginary part to expose; make it complex first if you need the pairs.
print("via torch.complex:", torch.view_as_real(torch.complex(x, torch.zeros_like(x))).tolist())
torch.view_as_real(x)
