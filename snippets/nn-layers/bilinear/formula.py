import torch
import torch.nn as nn

bil = nn.Bilinear(in1_features=3, in2_features=4, out_features=2)
print("weight:", tuple(bil.weight.shape), "| bias:", tuple(bil.bias.shape),
      "| parameters:", sum(p.numel() for p in bil.parameters()))
x1, x2 = torch.randn(5, 3), torch.randn(5, 4)
y = bil(x1, x2)
by_hand = torch.einsum("ni,kij,nj->nk", x1, bil.weight, x2) + bil.bias
print("shape:", tuple(y.shape), "| max |y - by_hand|:", (y - by_hand).abs().max().item())
k = 1                                       # output k is the quadratic form x1^T A_k x2
print("y[0, 1] == x1[0] @ A_1 @ x2[0] + b_1:", torch.allclose(y[0, k], x1[0] @ bil.weight[k] @ x2[0] + bil.bias[k]))
print("init bound 1/sqrt(in1_features) =", round(3 ** -0.5, 4), "| max |weight|:", round(bil.weight.abs().max().item(), 4),
      "| max |bias|:", round(bil.bias.abs().max().item(), 4))
