import torch

col = torch.zeros(3, 1)
row = torch.ones(1, 4)
s = torch.tensor(2, dtype=torch.int32)
out = torch.broadcast_tensors(col, row, s)
print("type:", type(out).__name__, "| shapes:", [tuple(t.shape) for t in out])
print("strides:", [t.stride() for t in out])
print("dtypes (not promoted):", [t.dtype for t in out])
print("views of the inputs:", [o.data_ptr() == i.data_ptr() for o, i in zip(out, (col, row, s))])
