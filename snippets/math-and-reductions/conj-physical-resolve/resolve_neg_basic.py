import torch

z = torch.tensor([1 + 2j, 3 - 1j])
im = torch.conj(z).imag                           # negated imaginary parts, lazily
print("im:", im, "| is_neg:", im.is_neg())
r = torch.resolve_neg(im)
print("resolved:", r, "| is_neg:", r.is_neg())
print("resolved shares storage with z:",
      r.untyped_storage().data_ptr() == z.untyped_storage().data_ptr())

plain = z.imag
print("no bit set: resolve_neg(plain) is plain:", torch.resolve_neg(plain) is plain)
