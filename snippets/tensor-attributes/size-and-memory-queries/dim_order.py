import torch

print("contiguous     :", torch.empty(2, 3, 5, 7).dim_order())
print("transpose(1, 2):", torch.empty(2, 3, 5, 7).transpose(1, 2).dim_order())
print("channels_last  :", torch.empty(2, 3, 5, 7, memory_format=torch.channels_last).dim_order())
print("permute(2,0,1) :", torch.empty(2, 3, 4).permute(2, 0, 1).dim_order())
