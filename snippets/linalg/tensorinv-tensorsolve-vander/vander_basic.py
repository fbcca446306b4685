import torch

x = torch.tensor([1.0, 2.0, 3.0])
V = torch.linalg.vander(x)
by_hand = [[v ** j for j in range(3)] for v in x.tolist()]
print("linalg.vander(x):", V.tolist(), " by hand x_i**j:", by_hand)
print("N=5:", torch.linalg.vander(x, N=5).tolist())
print("torch.vander(x) (decreasing powers):", torch.vander(x).tolist())
coef = torch.tensor([1.0, -2.0, 0.5])                               # p(t) = 1 - 2t + 0.5 t^2
print("V @ coef = p(x):", (V @ coef).tolist(), " by hand:", [1 - 2 * t + 0.5 * t * t for t in x.tolist()])
