import torch

torch.set_printoptions(threshold=5)  # summarize tensors with more than 5 elements
print("arange(10), threshold=5:", torch.arange(10))
print("arange(5),  threshold=5:", torch.arange(5))
torch.set_printoptions(edgeitems=1)
print("edgeitems=1:           ", torch.arange(10))
print("2-D, edgeitems=1:\n", torch.arange(36).reshape(6, 6), sep="")
torch.set_printoptions(profile="default")
