# raises: NotImplementedError
import torch

m = torch.tensor([-128], dtype=torch.int8)
print("int8 -128 // -1 :", torch.divide(m, -1, rounding_mode="floor"))
print("int8 -128 / -1  :", torch.divide(m, -1))
z = torch.tensor([1 + 2j, -3 + 1j])
print("complex / 2     :", torch.divide(z, 2))
try:
    torch.divide(z, 2, rounding_mode="trunc")
except NotImplementedError as e:
    print("complex trunc   :", type(e).__name__, e)
torch.divide(z, 2, rounding_mode="floor")
