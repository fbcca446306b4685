import torch

a = torch.tensor(5)               # 0-d: a 1x1 block
b = torch.tensor([1, 2])          # 1-d: a 1x2 row block
c = torch.tensor([[3, 4], [5, 6]])
out = torch.block_diag(a, b, c)
print(out)
print("shape:", tuple(out.shape), "= (1+1+2, 1+2+2)")

# the blocks are copies: writing into the result does not touch the inputs
out[2, 3] = 100
print("c after writing out[2, 3]:", c.tolist())

# dtypes are promoted across all blocks
print("int32 + float32 ->", torch.block_diag(torch.ones(1, 1, dtype=torch.int32), torch.ones(1, 1)).dtype)
print("uint8 + int8    ->", torch.block_diag(torch.ones(1, 1, dtype=torch.uint8), torch.ones(1, 1, dtype=torch.int8)).dtype)

# an empty (0, 2) block adds two zero columns and no rows
print("with a (0, 2) block:\n", torch.block_diag(torch.ones(0, 2), torch.ones(1, 1)))
print("no arguments -> shape", tuple(torch.block_diag().shape))
