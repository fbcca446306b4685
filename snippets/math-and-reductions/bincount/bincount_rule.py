import torch

x = torch.tensor([1, 1, 3, 0, 3, 3])
counts = torch.bincount(x)
print("counts:", counts.tolist(), counts.dtype, "| length = max + 1 =", x.max().item() + 1)
by_hand = [x.tolist().count(v) for v in range(x.max().item() + 1)]
print("== counting each value by hand:", counts.tolist() == by_hand)

w = torch.tensor([0.5, 0.5, 1.0, 2.0, 1.0, 1.0])
s = torch.bincount(x, weights=w)
# out[n] = sum of w[i] over the positions i where x[i] == n
print("weighted:", s.tolist(), "| == by hand:",
      s.tolist() == [sum(wi for xi, wi in zip(x.tolist(), w.tolist()) if xi == v) for v in range(4)])
