# raises: AttributeError
import torch

print("int32 indices:", [t.tolist() for t in torch.unravel_index(torch.tensor([4], dtype=torch.int32), (3, 2))])
try:
    torch.unravel_index(torch.tensor([1.0]), (3, 2))
except TypeError as e:
    print("float indices: TypeError:", e)
torch.unravel_index(4, (3, 2))                      # a Python int is not accepted
