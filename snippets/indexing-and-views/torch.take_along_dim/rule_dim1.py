import torch

inp = torch.tensor([[10, 30, 20],
                    [60, 40, 50]])
idx = torch.tensor([[2, 0],
                    [1, 1]])
out = torch.take_along_dim(inp, idx, dim=1)
print(out)

# dim=1: out[i][j] = inp[i][idx[i][j]]
loop = torch.empty_like(idx)
for i in range(idx.shape[0]):
    for j in range(idx.shape[1]):
        loop[i][j] = inp[i][idx[i][j]]
print("matches the loop:", torch.equal(out, loop))
print("out shape:", tuple(out.shape), "| new memory:", out.data_ptr() != inp.data_ptr())
