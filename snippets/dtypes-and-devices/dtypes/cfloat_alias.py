import torch

print("torch.cfloat is torch.complex64:", torch.cfloat is torch.complex64)
z = torch.complex(torch.tensor([1.0]), torch.tensor([2.0]))
print("torch.complex(float32, float32).dtype:", z.dtype)
print("cfloat.to_real():", torch.cfloat.to_real(), "| float32.to_complex():", torch.float32.to_complex())
