import torch

i = torch.tensor([-2, 0, 3])
print("int64:", torch.heaviside(i, torch.tensor(7)))
h = torch.tensor([-1.0, 0.0, 1.0], dtype=torch.float16)
print("float16:", torch.heaviside(h, torch.tensor(0.5, dtype=torch.float16)))
print("bool:", torch.heaviside(torch.tensor([True, False]), torch.tensor(True)))
for a, b in [(i, torch.tensor(0.5)), (torch.ones(2), torch.tensor(0.5, dtype=torch.float64)),
             (torch.tensor([1 + 1j]), torch.tensor(0j))]:
    try:
        torch.heaviside(a, b)
    except RuntimeError as e:
        print(f"{a.dtype} with {b.dtype} values: RuntimeError - {e}")
