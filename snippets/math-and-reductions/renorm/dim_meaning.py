import torch
import torch.nn.functional as F

x = torch.tensor([[3.0, 4.0],
                  [6.0, 8.0]])
# dim is the dimension that is SLICED: dim=0 caps each row x[i], dim=1 each column x[:, j]
print("renorm dim=0 (rows):\n", torch.renorm(x, 2, 0, 1.0))
print("renorm dim=1 (columns):\n", torch.renorm(x, 2, 1, 1.0))
# F.normalize uses the opposite convention: dim is the dimension that is REDUCED
print("F.normalize dim=1 (rows):\n", F.normalize(x, p=2.0, dim=1))
print("dim=-1 is the last dimension:", torch.equal(torch.renorm(x, 2, -1, 1.0), torch.renorm(x, 2, 1, 1.0)))
