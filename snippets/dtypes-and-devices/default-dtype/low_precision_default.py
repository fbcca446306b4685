import torch

torch.set_default_dtype(torch.float16)
try:
    x = torch.tensor([1 / 3, 60000.0])
    print("float16 default -> x:", x, x.dtype)
    print("  x * 2:", x * 2)
    print("  torch.tensor(1j).dtype:", torch.tensor(1j).dtype)
finally:
    torch.set_default_dtype(torch.float32)

torch.set_default_dtype(torch.bfloat16)
try:
    print("bfloat16 default -> torch.tensor([1 / 3]):", torch.tensor([1 / 3]))
    try:
        torch.tensor(1j)
    except RuntimeError as e:
        print("  torch.tensor(1j):", type(e).__name__, "-", e)
finally:
    torch.set_default_dtype(torch.float32)
