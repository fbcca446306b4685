import torch

print("empty last dim:", torch.linalg.vecdot(torch.ones(2, 0), torch.ones(2, 0)).tolist())
print("float16:", torch.linalg.vecdot(torch.ones(3).half(), torch.ones(3).half()))
for name, f in {"int64": lambda: torch.linalg.vecdot(torch.tensor([1, 2]), torch.tensor([3, 4])),
                "sizes 3 and 4": lambda: torch.linalg.vecdot(torch.ones(3), torch.ones(4))}.items():
    try:
        f()
    except RuntimeError as e:
        print(f"{name}: {e}")
