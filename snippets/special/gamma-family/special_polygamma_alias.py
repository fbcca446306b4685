import torch

x = torch.tensor([0.5, 1.0, 3.0])
print("torch.special.polygamma(1, x):", torch.special.polygamma(1, x))
print("identical to torch.polygamma:", torch.equal(torch.special.polygamma(1, x), torch.polygamma(1, x)))
for n in (-1, 1.5):
    try:
        torch.special.polygamma(n, x)
    except (RuntimeError, TypeError) as e:
        print(f"n={n}:", type(e).__name__, e)
