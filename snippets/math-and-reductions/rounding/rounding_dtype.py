import torch

f = torch.tensor([1.7, -1.7])
r = torch.round(f)
print("round(float) :", r, r.dtype, "(still float)")
print("as index     :", r.long(), r.long().dtype)
print("f.long()     :", f.long(), "(casting truncates toward zero)")

i = torch.tensor([3, -3])
print("floor(int64) :", torch.floor(i), torch.floor(i).dtype, "(a copy, same dtype)")
print("ceil is copy :", torch.ceil(i).data_ptr() != i.data_ptr())
