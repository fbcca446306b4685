import torch

c = torch.zeros(2, 2, 2).fill_diagonal_(1.0)
print("2x2x2, filled positions:", c.nonzero().tolist())
for shape in [(2, 3, 2), (3,)]:
    try:
        torch.zeros(shape).fill_diagonal_(1.0)
    except RuntimeError as e:
        print(f"shape {shape}: RuntimeError - {e}")
