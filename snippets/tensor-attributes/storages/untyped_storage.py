import torch

x = torch.tensor([0.0, 1.0, 2.0, 3.0])
s = x.untyped_storage()
print("type:", type(s).__name__, " device:", s.device)
print("nbytes:", s.nbytes(), " len:", len(s), " element_size:", s.element_size())
print("first 8 bytes:", s.tolist()[:8], "(0.0 and 1.0 as little-endian float32)")
tail = x[2:]
print("x[2:] has the same storage:", tail.untyped_storage().data_ptr() == s.data_ptr())
as_int = torch.empty(0, dtype=torch.int32).set_(s)          # same bytes, read as int32
print("same bytes as int32:", as_int.tolist())
new = torch.UntypedStorage([1, 2, 255])                      # a storage built from byte values
print("UntypedStorage([1, 2, 255]):", new.tolist(), " nbytes:", new.nbytes())
