import torch

w = torch.tensor([1.0, 2.0, 7.0])            # weights: need not sum to 1
print("2 without replacement:", torch.multinomial(w, 2))
print("6 with replacement:   ", torch.multinomial(w, 6, replacement=True))

draws = torch.multinomial(w, 100000, replacement=True)
print("dtype:", draws.dtype)
print("observed frequencies:", draws.bincount() / draws.numel())
print("w / w.sum():         ", w / w.sum())
