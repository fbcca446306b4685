import torch

src = torch.tensor([[1, 2, 3],
                    [4, 5, 6]])
index = torch.tensor([[2, 0, 1],
                      [0, 1, 2]])            # no repeats within a column

out = torch.zeros(3, 3, dtype=src.dtype).scatter_(0, index, src)
print(out)

# The rule for dim=0: self[index[i][j]][j] = src[i][j]
loop = torch.zeros(3, 3, dtype=src.dtype)
for i in range(index.shape[0]):
    for j in range(index.shape[1]):
        loop[index[i][j]][j] = src[i][j]
print("matches the loop:", torch.equal(out, loop))
