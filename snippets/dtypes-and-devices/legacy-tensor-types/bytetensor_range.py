import torch

values = [255, 256, -1, -128, -255, -256, 255.0, 255.0001, 254.9, -0.0, -0.5, -1.0]
print("| value passed to `torch.ByteTensor([v])` | Python type | result |")
print("|---|---|---|")
for v in values:
    try:
        result = f"`{torch.ByteTensor([v]).item()}`"
    except RuntimeError as e:
        result = f"RuntimeError: {e}"
    print(f"| `{v!r}` | {type(v).__name__} | {result} |")
print("| `-1` via `torch.tensor([-1], dtype=torch.uint8)` | int |",
      f"`{torch.tensor([-1], dtype=torch.uint8).item()}` |")
