import torch

x = torch.tensor([1.0, 0.0, -1.0])
cases = {
    "batch of matrices (4,2,3)": lambda: torch.mv(torch.ones(4, 2, 3), x),
    "vector as (3,1) column": lambda: torch.mv(torch.ones(2, 3), x.reshape(3, 1)),
    "length 4 vector": lambda: torch.mv(torch.ones(2, 3), torch.ones(4)),
    "int64 matrix, float32 vector": lambda: torch.mv(torch.ones(2, 3, dtype=torch.int64), x),
}
for name, f in cases.items():
    try:
        f()
    except RuntimeError as e:
        print(f"{name}: {e}")
print("matmul broadcasts instead:", tuple(torch.matmul(torch.ones(4, 2, 3), x).shape))
