import torch

D = torch.diag(torch.tensor([1.0, 1e-7]))                                 # float32
print("linalg.pinv, defaults:", torch.linalg.pinv(D).diagonal().tolist())
print("linalg.pinv, atol=1e-10:", torch.linalg.pinv(D, atol=1e-10).diagonal().tolist())
print("linalg.pinv, atol=0 (default rtol kept):", torch.linalg.pinv(D, atol=0).diagonal().tolist())
print("NumPy-style rcond=1e-3 (positional):", torch.linalg.pinv(D, 1e-3).diagonal().tolist())
print("torch.pinverse (rcond=1e-15):", torch.pinverse(D).diagonal().tolist())
H = torch.tensor([[1.0, 0.0], [5.0, 0.0]])
print("hermitian=True on a non-symmetric matrix:", torch.linalg.pinv(H, hermitian=True).tolist())
print("pinv of its symmetrised lower triangle:", torch.linalg.pinv(torch.tensor([[1.0, 5.0], [5.0, 0.0]])).tolist())
