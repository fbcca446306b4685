# raises: RuntimeError
import torch

print("float32 ok:", torch.zeros(2, requires_grad=True).requires_grad)
print("complex64 ok:", torch.zeros(2, dtype=torch.complex64, requires_grad=True).requires_grad)
torch.zeros(2, dtype=torch.int64, requires_grad=True)  # integers cannot require grad
