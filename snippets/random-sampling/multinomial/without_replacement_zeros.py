# raises: RuntimeError
import torch

w = torch.tensor([0.0, 10.0, 3.0, 0.0])      # two non-zero weights
print("2 samples:", torch.multinomial(w, 2))
print("3 samples:", torch.multinomial(w, 3), "<- index with weight 0 included, no error")
print("4 samples:", torch.multinomial(w, 4))
torch.multinomial(w, 5)                      # more samples than entries
