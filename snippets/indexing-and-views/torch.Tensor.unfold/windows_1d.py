import torch

x = torch.arange(1.0, 8.0)                       # 7 elements
u = x.unfold(0, 3, 2)                            # windows of 3, step 2
print("x:", x)
print("x.unfold(0, 3, 2):\n", u)
print("shape:", tuple(u.shape), "| strides:", u.stride(), "| x strides:", x.stride())
print("windows = (7 - 3) // 2 + 1 =", (7 - 3) // 2 + 1)
by_hand = torch.stack([x[i * 2: i * 2 + 3] for i in range(3)])
print("equals slicing by hand:", torch.equal(u, by_hand))
print("equals as_strided((3, 3), (2, 1)):", torch.equal(u, x.as_strided((3, 3), (2, 1))))
print("moving average:", u.mean(-1))
