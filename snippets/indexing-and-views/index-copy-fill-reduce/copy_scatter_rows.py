import torch

# Write updated embeddings for a few token ids back into a table
table = torch.zeros(6, 2)
ids = torch.tensor([5, 1])
updates = torch.tensor([[0.5, 0.5],
                        [1.0, -1.0]])
table.index_copy_(0, ids, updates)
print(table)
print("same as table[ids] = updates:", torch.equal(table, torch.zeros(6, 2).index_put_((ids,), updates)))
