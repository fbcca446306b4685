import warnings
import torch
import torch.nn as nn

emb = nn.Embedding(10, 3, sparse=True)
emb(torch.tensor([1, 1, 3])).sum().backward()
print("grad layout:", emb.weight.grad.layout)

with warnings.catch_warnings():
    warnings.simplefilter("ignore")         # Adagrad warns about sparse invariant checks
    for opt_cls in (torch.optim.SGD, torch.optim.SparseAdam, torch.optim.Adagrad,
                    torch.optim.Adam, torch.optim.AdamW):
        opt = opt_cls(emb.parameters(), lr=0.1)
        try:
            opt.step()
            print(f"{opt_cls.__name__}: step ok")
        except RuntimeError as e:
            print(f"{opt_cls.__name__}: RuntimeError: {e}")
