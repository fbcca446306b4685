import torch

x = torch.tensor([8.0, 0.3, -5.0, 1e-40])
m, e = torch.frexp(x)
print("ldexp(frexp(x)) == x   :", torch.equal(torch.ldexp(m, e), x))
print("ldexp([1, 0.5, 3], [3, -1, 2]):", torch.ldexp(torch.tensor([1.0, 0.5, 3.0]), torch.tensor([3, -1, 2])))
print("max |ldexp - x*2**e|   :", (torch.ldexp(x, e) - x * 2.0 ** e.float()).abs().max().item())
print("other=0.5 (not integer):", torch.ldexp(torch.tensor([1.0]), torch.tensor([0.5])))

one = torch.tensor([1.0])
print("float32 2**200, 2**-200:", torch.ldexp(one, torch.tensor([200])), torch.ldexp(one, torch.tensor([-200])))
print("float64 2**200         :", torch.ldexp(one.double(), torch.tensor([200])))
print("float16 1 * 2**16      :", torch.ldexp(one.half(), torch.tensor([16])))
print("int64 inputs -> dtype  :", torch.ldexp(torch.tensor([3]), torch.tensor([2])))
print("float16 with float32 other:", torch.ldexp(one.half(), torch.tensor([2.0])).dtype)

y = torch.tensor([1.0, 2.0])
ptr = y.data_ptr()
y.ldexp_(torch.tensor([1, 3]))
print("y.ldexp_([1, 3])       :", y, "| same memory:", y.data_ptr() == ptr)
