import torch

row = torch.tensor([1.0, 2.0, 3.0])
big = row.expand(4, 3)
print("expand:", big.shape, "stride:", big.stride(), "same memory:",
      big.data_ptr() == row.data_ptr())

a, b = torch.broadcast_tensors(torch.zeros(4, 1), row)
print("broadcast_tensors:", a.shape, a.stride(), "|", b.shape, b.stride())
print("storage bytes: row", row.untyped_storage().nbytes(), "| expanded",
      big.untyped_storage().nbytes())

row[0] = 100.0
print("write to row shows in every expanded row:\n", big)
try:
    big.add_(1)
except RuntimeError as e:
    print("in-place on the expanded view: RuntimeError:", e)
big.fill_(7.0)  # writing one value everywhere is allowed
print("after big.fill_(7.0), row:", row)
big[1] = torch.tensor([1.0, 2.0, 3.0])  # one row of the view has no overlap
print("after big[1] = [1, 2, 3], row:", row)
