import torch

torch.use_deterministic_algorithms(True)
print(torch.empty_strided((2, 2), (1, 2)))
print(torch.empty_strided((3,), (1,), dtype=torch.int64))
torch.use_deterministic_algorithms(False)
