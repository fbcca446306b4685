import torch

torch.use_deterministic_algorithms(True)
print("fill_uninitialized_memory:", torch.utils.deterministic.fill_uninitialized_memory)

for dtype in (torch.float32, torch.bfloat16, torch.complex64, torch.int32, torch.uint8, torch.bool):
    print(f"torch.empty(3, dtype={dtype}):", torch.empty(3, dtype=dtype).tolist())

t = torch.tensor([1.0, 2.0])
t.resize_(4)  # the two new elements are uninitialized memory too
print("resize_ to 4:", t)
print("empty_like:", torch.empty_like(t))
