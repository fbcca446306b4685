# raises: RuntimeError
import torch

x = torch.tensor([3.0, 4.0])
z = torch.tensor([3 + 4j, 0j])
print("float32 input, dtype=float64    :", torch.linalg.norm(x, dtype=torch.float64))
print("complex64 input, dtype=complex128:", torch.linalg.norm(z, dtype=torch.complex128))
try:
    torch.linalg.norm(z, dtype=torch.float64)
except RuntimeError as e:
    print("complex64 input, dtype=float64  : RuntimeError:", e)
torch.linalg.norm(x.double(), dtype=torch.float32)   # narrowing is refused
