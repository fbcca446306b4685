import torch

batch = torch.tensor([[0.5, 9.0], [0.2, 7.0], [0.9, 8.0]])
print("batch.msort():", batch.msort(), sep="\n")
print("indices are not returned; use sort(dim=0) for them:", batch.sort(dim=0).indices.tolist())
