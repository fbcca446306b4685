import torch

with torch.device("meta"):
    print("inside with torch.device('meta'):", torch.get_default_device(), torch.ones(3).device)
print("after the block:", torch.get_default_device(), torch.ones(3).device)
