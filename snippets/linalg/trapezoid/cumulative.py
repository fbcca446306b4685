import torch

x = torch.tensor([0.0, 1.0, 3.0, 6.0])
y = torch.tensor([1.0, 4.0, 9.0, 16.0])
c = torch.cumulative_trapezoid(y, x)
xs, ys = x.tolist(), y.tolist()
running, by_hand = 0.0, []
for i in range(3):
    running += (xs[i + 1] - xs[i]) * (ys[i] + ys[i + 1]) / 2
    by_hand.append(running)
print("cumulative_trapezoid:", c.tolist(), " by hand:", by_hand)
print("length", len(c), "for", len(y), "samples; last == trapezoid:", c[-1].item() == torch.trapezoid(y, x).item())
print("dx=0.5:", torch.cumulative_trapezoid(y, dx=0.5).tolist())
print("one sample ->", torch.cumulative_trapezoid(torch.tensor([5.0])), " int64 ->", torch.cumulative_trapezoid(torch.tensor([1, 2, 3])).dtype)
