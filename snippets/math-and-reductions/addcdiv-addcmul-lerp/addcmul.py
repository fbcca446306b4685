import torch

inp = torch.tensor([1.0, 2.0, 3.0])
t1 = torch.tensor([4.0, 5.0, 6.0])
t2 = torch.tensor([2.0, 4.0, 0.5])
r = torch.addcmul(inp, t1, t2, value=0.5)
print("addcmul(value=0.5):", r)
print("max |r - (inp + 0.5*t1*t2)|:", (r - (inp + 0.5 * t1 * t2)).abs().max().item())
print("int64 tensors, value=2:", torch.addcmul(torch.tensor([1]), torch.tensor([3]), torch.tensor([4]), value=2))
print("int8 overflow  :", torch.addcmul(torch.tensor([100], dtype=torch.int8),
                                        torch.tensor([100], dtype=torch.int8),
                                        torch.tensor([2], dtype=torch.int8)))
print("float64 tensor1 -> dtype:", torch.addcmul(inp, t1.double(), t2).dtype)
