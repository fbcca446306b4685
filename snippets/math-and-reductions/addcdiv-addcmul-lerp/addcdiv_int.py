# raises: RuntimeError
import torch

inp = torch.tensor([1, 2, 3])
t1 = torch.tensor([7, -7, 4])
t2 = torch.tensor([2, 2, 3])
print("float divisor   :", torch.addcdiv(inp, t1, t2.float()))
print("true division   :", inp + t1 / t2)
print("floor division  :", inp + torch.div(t1, t2, rounding_mode="floor"))
torch.addcdiv(inp, t1, t2)
