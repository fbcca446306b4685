import torch

inp = torch.tensor([[10, 11, 12],
                    [20, 21, 22],
                    [30, 31, 32]])
index = torch.tensor([[2, 0, 1],
                      [1, 1, 0]])            # shape (2, 3): the output's shape

out = torch.gather(inp, 0, index)
print(out)

# The rule for dim=0: out[i][j] = inp[index[i][j]][j]
loop = torch.empty_like(index)
for i in range(index.shape[0]):
    for j in range(index.shape[1]):
        loop[i][j] = inp[index[i][j]][j]
print("matches the loop:", torch.equal(out, loop))
