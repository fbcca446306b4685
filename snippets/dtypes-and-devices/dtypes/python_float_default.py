import numpy as np
import torch

print("torch.tensor([0.1]).dtype          :", torch.tensor([0.1]).dtype)
print("np.array([0.1]).dtype              :", np.array([0.1]).dtype)
print("torch.from_numpy(np.array([0.1]))  :", torch.from_numpy(np.array([0.1])).dtype)
print("torch.tensor(np.array([0.1]))      :", torch.tensor(np.array([0.1])).dtype)
print("torch.tensor([1, 2]).dtype         :", torch.tensor([1, 2]).dtype)
print("torch.arange(3).dtype              :", torch.arange(3).dtype)
print("torch.arange(3.0).dtype            :", torch.arange(3.0).dtype)
print("torch.zeros(2).dtype               :", torch.zeros(2).dtype)
