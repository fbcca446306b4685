import torch

a = torch.tensor([1.0, 2.0, 3.0])
cases = {
    "2-D inputs": lambda: torch.dot(a.reshape(1, 3), a.reshape(1, 3)),
    "0-d inputs": lambda: torch.dot(torch.tensor(2.0), torch.tensor(3.0)),
    "lengths 3 and 1 (no broadcasting)": lambda: torch.dot(a, torch.tensor([2.0])),
    "int64 with float32 (no promotion)": lambda: torch.dot(torch.tensor([1, 2, 3]), a),
    "bool": lambda: torch.dot(torch.tensor([True]), torch.tensor([True])),
}
for name, f in cases.items():
    try:
        f()
    except (RuntimeError, NotImplementedError) as e:
        print(f"{name}: {type(e).__name__}: {e}")
