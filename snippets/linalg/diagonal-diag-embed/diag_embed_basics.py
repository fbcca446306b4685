import torch

v = torch.tensor([1, 2, 3])
print("diag_embed(v):\n", torch.diag_embed(v))
print("offset=1:\n", torch.diag_embed(torch.tensor([7, 8]), offset=1))

batch = torch.tensor([[1.0, 2.0], [3.0, 4.0]])      # two vectors
M = torch.diag_embed(batch)
print("batched: input", tuple(batch.shape), "-> output", tuple(M.shape))
print("round trip:", torch.equal(M.diagonal(dim1=-2, dim2=-1), batch))
