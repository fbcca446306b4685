import torch

a = torch.FloatTensor([2, 3])      # a sequence: the data
b = torch.FloatTensor(2, 3)        # integers: a SHAPE, memory left uninitialized
c = torch.LongTensor(torch.Size([4]))
print("FloatTensor([2, 3])  ->", a, a.dtype)
print("FloatTensor(2, 3)    -> shape", tuple(b.shape), "(values are whatever was in memory)")
print("LongTensor(Size([4]))-> shape", tuple(c.shape), c.dtype)
print("type(a):", type(a).__name__, " isinstance(a, torch.FloatTensor):", isinstance(a, torch.FloatTensor))
print("isinstance(torch.zeros(2), torch.FloatTensor):", isinstance(torch.zeros(2), torch.FloatTensor))
print("isinstance(torch.zeros(2).double(), torch.FloatTensor):", isinstance(torch.zeros(2).double(), torch.FloatTensor))
