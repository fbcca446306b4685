import numpy as np
import torch

arr = np.arange(3.0)
print("torch.as_tensor(arr, device='meta'):", torch.as_tensor(arr, device="meta").device)
print("torch.tensor(arr, device='meta')   :", torch.tensor(arr, device="meta").device)
print("torch.from_numpy(arr) then .to()   :", torch.from_numpy(arr).to("meta").device)
try:
    torch.from_numpy(arr, device="meta")
except TypeError as e:
    print("torch.from_numpy(arr, device=...)  : TypeError -", e)
