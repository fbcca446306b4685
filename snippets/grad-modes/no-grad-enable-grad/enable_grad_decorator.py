import torch


@torch.enable_grad()
def grad_of_square(t):
    # needs a graph even when the caller turned grad mode off
    t = t.detach().requires_grad_(True)
    (t ** 2).sum().backward()
    return t.grad


with torch.no_grad():
    g = grad_of_square(torch.tensor([1.0, 2.0, 3.0]))
    print("gradient computed under an outer no_grad:", g)
    print("grad enabled after the call:", torch.is_grad_enabled())
