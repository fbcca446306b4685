import torch

src = torch.ones(2, 5)
index = torch.tensor([[0, 1, 2, 0, 0],
                      [0, 1, 2, 2, 2]])
out = torch.zeros(3, 5).scatter_add_(0, index, src)
print(out)

# dim=0: out[index[i][j]][j] += src[i][j]
loop = torch.zeros(3, 5)
for i in range(index.shape[0]):
    for j in range(index.shape[1]):
        loop[index[i][j]][j] += src[i][j]
print("matches the loop:", torch.equal(out, loop))
