import torch

x = torch.zeros(2, 4)
source = torch.tensor([[1.0, 2.0, 3.0],
                       [4.0, 5.0, 6.0]])
index = torch.tensor([3, 0, 3])              # dim=1: column j of source -> column index[j]

out = x.clone().index_add_(1, index, source, alpha=2)
print(out)

# The rule for dim=1: self[:, index[j]] += alpha * source[:, j]
loop = x.clone()
for j in range(index.numel()):
    loop[:, index[j]] += 2 * source[:, j]
print("matches the loop:", torch.equal(out, loop))
