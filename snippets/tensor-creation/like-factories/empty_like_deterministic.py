import torch

torch.use_deterministic_algorithms(True)
print("fill_uninitialized_memory:", torch.utils.deterministic.fill_uninitialized_memory)
print("float32:", torch.empty_like(torch.zeros(3)))
print("int32:  ", torch.empty_like(torch.zeros(3, dtype=torch.int32)))
print("bool:   ", torch.empty_like(torch.zeros(3, dtype=torch.bool)))
print("complex:", torch.empty_like(torch.zeros(2, dtype=torch.complex64)))
torch.use_deterministic_algorithms(False)
