import torch

x = torch.tensor([-1.5, -0.5, 0.2, 2.0, float("inf"), float("-inf"), float("nan")])
c = torch.ceil(x)
print("ceil(x)              :", c)
print("x.ceil() equal       :", torch.equal(x.ceil()[:6], c[:6]))
print("ceil(-0.5) is -0.0   :", c[1].item(), "| signbit:", torch.signbit(c[1]).item())

y = torch.tensor([0.1, 1.9, -2.1])
ptr = y.data_ptr()
y.ceil_()
print("after y.ceil_()      :", y, "| same memory:", y.data_ptr() == ptr)

t = torch.tensor(0.1, dtype=torch.float64) + 0.2  # 0.30000000000000004
print("ceil((0.1+0.2)*10)   :", torch.ceil(t * 10).item(), "(float64; 3 was meant)")
print("bfloat16 ceil(2.5)   :", torch.ceil(torch.tensor([2.5], dtype=torch.bfloat16)))
