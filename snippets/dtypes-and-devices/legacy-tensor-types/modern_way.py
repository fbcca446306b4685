import torch

device = "cuda" if torch.cuda.is_available() else "cpu"
a = torch.empty(2, 3, dtype=torch.float16, device=device)      # was torch.cuda.HalfTensor(2, 3)
b = torch.tensor([1, 2, 3], dtype=torch.uint8, device=device)  # was torch.cuda.ByteTensor([1, 2, 3])
c = torch.zeros(4, dtype=torch.int64)                          # was torch.LongTensor(4).zero_()
d = b.new_zeros(2)                                             # same dtype and device as b
print("a:", tuple(a.shape), a.dtype, a.device.type)
print("b:", b.dtype, b.device.type)
print("c:", c)
print("d:", d, d.device.type)
print("is it a 'FloatTensor'?  x.dtype == torch.float32:", torch.zeros(1).dtype == torch.float32)
