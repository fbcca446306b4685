import torch

def run(cls, **kw):
    p = torch.nn.Parameter(torch.tensor([1.0, 1.0]))
    opt = cls([p], lr=0.1, **kw)
    for _ in range(3):
        p.grad = torch.tensor([0.0, 1.0])  # only the second weight has a loss gradient
        opt.step()
    return p.data

print("Adam(weight_decay=0.1):                   ", run(torch.optim.Adam, weight_decay=0.1))
print("Adam(weight_decay=0.1, decoupled=True):   ", run(torch.optim.Adam, weight_decay=0.1, decoupled_weight_decay=True))
print("AdamW(weight_decay=0.1):                  ", run(torch.optim.AdamW, weight_decay=0.1))
