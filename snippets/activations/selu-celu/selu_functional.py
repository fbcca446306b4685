import torch
import torch.nn.functional as F

x = torch.tensor([-2.0, -0.5, 0.0, 0.5, 2.0])
print("F.selu(x)       :", F.selu(x))
print("same as module  :", torch.equal(F.selu(x), torch.nn.SELU()(x)))
ptr = x.data_ptr()
out = F.selu(x, inplace=True)
print("inplace=True    :", x, "| same memory:", out.data_ptr() == ptr)

# gradient: scale for x > 0, scale * alpha * exp(x) for x < 0
g = torch.tensor([-1.0, 1.0], requires_grad=True)
F.selu(g).sum().backward()
print("d/dx at -1, 1   :", g.grad, "| by hand:", [round(1.0507009873554805 * 1.6732632423543772 * 0.36787944117144233, 4), 1.0507])
