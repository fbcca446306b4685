import torch

A = torch.randn(3, 3)
cases = {
    "batch of matrices (2,3,3)": lambda: torch.linalg.multi_dot([torch.randn(2, 3, 3), torch.randn(2, 3, 3)]),
    "1-D tensor in the middle": lambda: torch.linalg.multi_dot([A, torch.randn(3), torch.randn(1, 3)]),
    "a single tensor": lambda: torch.linalg.multi_dot([A]),
    "float32 with float64": lambda: torch.linalg.multi_dot([A, A.double()]),
}
for name, f in cases.items():
    try:
        f()
    except RuntimeError as e:
        print(f"{name}: {e}")
print("matmul broadcasts the batch instead:", tuple((torch.randn(2, 3, 3) @ A @ A).shape))
