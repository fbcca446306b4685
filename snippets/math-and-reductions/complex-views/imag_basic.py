import torch

z = torch.tensor([1 + 2j, 3 - 4j, -5 + 0.5j])
im = torch.imag(z)
print(im)
print("dtype:", im.dtype, "| strides:", im.stride(), "| storage_offset:", im.storage_offset())
# data_ptr() differs (the imaginary parts start 4 bytes in), but the storage is the same:
print("same storage:", im.untyped_storage().data_ptr() == z.untyped_storage().data_ptr())
im[0] = 100.0
print("z after im[0] = 100:", z)

# The imaginary part of a lazily conjugated tensor is a view with the negative bit set.
c = z.conj()
print("conj(z).imag:", torch.imag(c), "| is_neg:", torch.imag(c).is_neg())
