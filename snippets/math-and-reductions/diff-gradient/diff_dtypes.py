import torch

b = torch.tensor([True, False, False, True])
print("bool (changes, not subtraction):", torch.diff(b).tolist())
print("uint8 [0, 255] -> ", torch.diff(torch.tensor([0, 255], dtype=torch.uint8)).tolist())
print("uint8 [255, 0] -> ", torch.diff(torch.tensor([255, 0], dtype=torch.uint8)).tolist(), "(wraps)")
print("int8 [100, -100] ->", torch.diff(torch.tensor([100, -100], dtype=torch.int8)).tolist(), "(overflows)")
print("float [1, inf, inf] ->", torch.diff(torch.tensor([1.0, float("inf"), float("inf")])).tolist())
print("complex:", torch.diff(torch.tensor([1 + 1j, 2 - 1j])))
