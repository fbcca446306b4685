import torch

start = torch.tensor([0.0, 10.0])
end = torch.tensor([10.0, 20.0])
for w in [0.0, 0.25, 1.0, 1.5, -0.5]:
    print(f"weight={w:>5}:", torch.lerp(start, end, w))
w = torch.tensor([0.1, 0.9])
r = torch.lerp(start, end, w)
print("tensor weight     :", r)
print("max |r - (start + w*(end-start))|:", (r - (start + w * (end - start))).abs().max().item())
print("complex           :", torch.lerp(torch.tensor([1 + 1j]), torch.tensor([3 + 3j]), 0.5))
