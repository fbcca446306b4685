import torch

inp = torch.tensor([1.0, 2.0, 3.0])
t1 = torch.tensor([4.0, 5.0, 6.0])
t2 = torch.tensor([2.0, 4.0, 0.0])
r = torch.addcdiv(inp, t1, t2, value=0.5)
print("addcdiv(value=0.5):", r)
print("by hand           :", inp + 0.5 * t1 / t2)
print("equal (finite part):", torch.equal(r[:2], (inp + 0.5 * t1 / t2)[:2]))
b = torch.addcdiv(torch.zeros(2, 1), torch.ones(3), torch.tensor([2.0]))
print("broadcast (2,1),(3,),(1,) ->", tuple(b.shape))
print("float16 input with float32 tensors ->", torch.addcdiv(inp.half(), t1, t1).dtype)
