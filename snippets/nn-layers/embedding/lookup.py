import torch
import torch.nn as nn

emb = nn.Embedding(num_embeddings=5, embedding_dim=3)
print("weight shape:", tuple(emb.weight.shape))
idx = torch.tensor([[4, 0, 4], [1, 2, 3]])  # (B, T) token ids
out = emb(idx)
print("out shape:", tuple(out.shape))
print("out[0, 0] is row 4 of weight:", torch.equal(out[0, 0], emb.weight[4]))
print("out == weight[idx]:", torch.equal(out, emb.weight[idx]))
print("int32 ids work too:", tuple(emb(idx.int()).shape))
print("default init std (1000 x 100 table):", round(nn.Embedding(1000, 100).weight.std().item(), 3))
