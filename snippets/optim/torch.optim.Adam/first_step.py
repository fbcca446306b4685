import torch

for g in (1e-4, 1.0, 1e4):
    p = torch.nn.Parameter(torch.tensor([0.0]))
    opt = torch.optim.Adam([p], lr=0.01)
    p.grad = torch.tensor([g])
    opt.step()
    print(f"grad {g:>8g}: first update {p.item():+.6f}")
