# raises: BufferError
import torch

w = torch.ones(2, requires_grad=True)
try:
    torch.from_dlpack(w)
except BufferError as e:
    print("requires_grad ->", e)
print("after detach():", torch.from_dlpack(w.detach()))
z = torch.tensor([1 + 1j]).conj()                 # a lazily conjugated view
print("resolve_conj() works:", torch.from_dlpack(z.resolve_conj()))
torch.from_dlpack(z)
