import numpy as np
import torch

print("[1, 2]          ->", torch.tensor([1, 2]).dtype)
print("[1.0, 2.0]      ->", torch.tensor([1.0, 2.0]).dtype)
print("[1, 2.5]        ->", torch.tensor([1, 2.5]).dtype)
print("[True, False]   ->", torch.tensor([True, False]).dtype)
print("np float64 array ->", torch.tensor(np.array([1.0, 2.0])).dtype)
print("np int32 array   ->", torch.tensor(np.array([1, 2], dtype=np.int32)).dtype)
print("3 (a scalar)    ->", torch.tensor(3).dtype, "shape", torch.tensor(3).shape)
print("dtype given     ->", torch.tensor([1, 2], dtype=torch.float16).dtype)
