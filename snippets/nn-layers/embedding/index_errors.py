import torch
import torch.nn as nn

emb = nn.Embedding(5, 3)
for name, ids in [("uint8", torch.tensor([1, 2], dtype=torch.uint8)),
                  ("float", torch.tensor([1.0, 2.0])),
                  ("id 5 (== num_embeddings)", torch.tensor([5])),
                  ("id -1", torch.tensor([-1]))]:
    try:
        emb(ids)
    except (RuntimeError, IndexError) as e:
        print(f"{name}: {type(e).__name__}: {str(e).split(' (while')[0]}")
print("0-d id -> shape", tuple(emb(torch.tensor(2)).shape), "| empty ids -> shape", tuple(emb(torch.empty(0, dtype=torch.long)).shape))
