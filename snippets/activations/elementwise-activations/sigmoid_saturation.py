import torch

for dtype in (torch.float32, torch.float64):
    x = torch.tensor([5.0, 10.0, 20.0, 40.0], dtype=dtype, requires_grad=True)
    s = torch.sigmoid(x)
    s.sum().backward()
    print(dtype, "| sigmoid(x) == 1 exactly:", (s == 1).tolist())
    print("   gradient:", [f"{g:.3e}" for g in x.grad.tolist()])
print("float32 sigmoid(-104.0) == 0 exactly:", torch.sigmoid(torch.tensor(-104.0)).item() == 0)
