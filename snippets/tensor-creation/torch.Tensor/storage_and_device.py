# raises: RuntimeError
import torch

src = torch.tensor([1.0, 2.0, 3.0])
t = torch.Tensor(src.untyped_storage())          # a storage: a 1-D view of its bytes
print("torch.Tensor(storage):", t, " shares memory:", t.data_ptr() == src.data_ptr())
print("torch.Tensor(2, 3, device='cpu').shape:", torch.Tensor(2, 3, device="cpu").shape)
torch.Tensor(2, 3, device="meta")                # only the CPU works for this legacy constructor
