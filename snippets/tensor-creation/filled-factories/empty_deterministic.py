import torch

torch.use_deterministic_algorithms(True)    # fill_uninitialized_memory is left at its default
try:
    print("empty(3) float32:", torch.empty(3))
    print("empty(2) complex64:", torch.empty(2, dtype=torch.complex64))
    print("empty(3) int32  :", torch.empty(3, dtype=torch.int32))
    print("empty_like(uint8 tensor):", torch.empty_like(torch.zeros(2, dtype=torch.uint8)))
finally:
    torch.use_deterministic_algorithms(False)
