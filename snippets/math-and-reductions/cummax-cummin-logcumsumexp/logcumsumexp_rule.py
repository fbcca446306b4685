import math
import torch

x = torch.randn(3, 5, dtype=torch.float64)
out = torch.logcumsumexp(x, dim=1)
# out[i][j] = log(sum_{k<=j} exp(x[i][k])), computed with Python floats
by_hand = torch.tensor([[math.log(sum(math.exp(v) for v in row[: j + 1])) for j in range(5)]
                        for row in x.tolist()], dtype=torch.float64)
print("max |torch - by hand|:", (out - by_hand).abs().max().item())
print("last column == logsumexp:", torch.allclose(out[:, -1], torch.logsumexp(x, dim=1)))
