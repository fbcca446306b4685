import torch

x = torch.tensor([-2.5, -0.0, 3.0])
print("abs(x)        :", torch.abs(x), "| x.abs():", x.abs())
print("int64         :", torch.tensor([-1, 2, -3]).abs())

z = torch.tensor([3 + 4j, -1j])
print("complex abs   :", z.abs(), z.abs().dtype, "(magnitude, real dtype)")

edge = torch.tensor([-128, -127], dtype=torch.int8)
print("int8 abs(-128):", edge.abs(), "(+128 does not fit in int8)")
print("int32 abs(min):", torch.tensor([-2**31], dtype=torch.int32).abs())
try:
    torch.tensor([True, False]).abs()
except NotImplementedError as e:
    print("bool abs      :", type(e).__name__, e)
