import torch

for L, periodic in ((5, False), (8, True)):
    N = L + 1 if periodic else L
    by_hand = torch.tensor([1 - abs(2 * n / (N - 1) - 1) for n in range(L)])
    w = torch.bartlett_window(L, periodic=periodic)
    print(f"L={L} periodic={periodic!s:5}:", w, " matches 1 - |2n/(N-1) - 1|:", torch.allclose(w, by_hand))
print("bartlett_window(1):", torch.bartlett_window(1), " symmetric:", torch.bartlett_window(1, periodic=False))
