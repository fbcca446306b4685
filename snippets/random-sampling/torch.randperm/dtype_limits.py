import torch

print("int32:", torch.randperm(5, dtype=torch.int32))
print("float32:", torch.randperm(5, dtype=torch.float32))
print("uint8, n=256: max", torch.randperm(256, dtype=torch.uint8).max().item())
for n, dtype in [(257, torch.uint8), (2050, torch.float16)]:
    try:
        torch.randperm(n, dtype=dtype)
    except RuntimeError as e:
        print(f"n={n}, {dtype}: RuntimeError:", e)

p = torch.randperm(258, dtype=torch.bfloat16)    # no error, but not a permutation
print("bfloat16, n=258: distinct values", p.unique().numel(), "of", p.numel())
