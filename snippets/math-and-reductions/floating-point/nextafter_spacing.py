import torch

one = torch.tensor([1.0])
up = torch.nextafter(one, torch.tensor([2.0]))
down = torch.nextafter(one, torch.tensor([0.0]))
print("step above 1.0 (float32):", (up - one).item(), "| finfo.eps:", torch.finfo(torch.float32).eps)
print("step below 1.0 (float32):", (one - down).item())
print("step above 1e8 (float32):", (torch.nextafter(torch.tensor([1e8]), torch.tensor([2e8])) - 1e8).item())
print("after 0 toward 1        :", torch.nextafter(torch.tensor([0.0]), torch.tensor([1.0])).item(), "(smallest subnormal)")
print("toward itself           :", torch.nextafter(one, one).item())
fmax = torch.tensor([torch.finfo(torch.float32).max])
print("max toward inf, inf toward 0:", torch.nextafter(fmax, torch.tensor([float("inf")])).item(), torch.nextafter(torch.tensor([float("inf")]), torch.tensor([0.0])).item())
print("nan direction           :", torch.nextafter(one, torch.tensor([float("nan")])).item())
for dt in (torch.float16, torch.bfloat16, torch.float64):
    a = torch.tensor([1.0], dtype=dt)
    print(f"step above 1.0 ({dt}):", (torch.nextafter(a, a + 1) - a).item())

y = torch.tensor([1.0, 1.0])
y.nextafter_(torch.tensor([2.0, 0.0]))
print("y.nextafter_ - 1        :", (y - 1).tolist())
