import torch

z = torch.tensor([1 + 1j, 2 - 3j], requires_grad=True)
p = z.conj_physical()
print(p)
print("grad_fn:", type(p.grad_fn).__name__)
# For comparison: the lazy conj() of a leaf is a view
print("z.conj() is_conj:", z.conj().is_conj())
