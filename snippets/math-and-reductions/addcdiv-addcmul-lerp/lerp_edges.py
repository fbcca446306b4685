import torch

a = torch.tensor([-2690.981201171875])
b = torch.tensor([5.553056716918945])
print("end               :", b.item())
print("lerp(a, b, 1.0)   :", torch.lerp(a, b, 1.0).item())
print("a + 1.0 * (b - a) :", (a + 1.0 * (b - a)).item())
inf_end = torch.tensor([float("inf")])
for w in [0.0, 0.5, 1.0]:
    print(f"lerp(3, inf, {w}):", torch.lerp(torch.tensor([3.0]), inf_end, w))
