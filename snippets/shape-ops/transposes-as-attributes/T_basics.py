import torch

M = torch.arange(6).reshape(2, 3)
print("M.T:", M.T.tolist(), "| shape:", tuple(M.T.shape))
print("== M.t():", torch.equal(M.T, M.t()), "| view:", M.T.data_ptr() == M.data_ptr())
