import torch

x = torch.tensor([[1, 2, 3], [4, 5, 6]])
e = torch.tensor([0, 1, 2])
print("tensor ** tensor, broadcast:")
print(torch.float_power(x, e))
print("number base, tensor exponent:", torch.float_power(2, torch.tensor([-1, 0, 10])))
print("0-d:", torch.float_power(torch.tensor(3), 2))
print("empty:", torch.float_power(torch.tensor([]), 2))
# check against Python's own float power, computed in double precision
ref = torch.tensor([[float(a) ** float(b) for a, b in zip(row, e.tolist())] for row in x.tolist()], dtype=torch.float64)
print("max |float_power - Python **|:", (torch.float_power(x, e) - ref).abs().max().item())
out = torch.empty(3, dtype=torch.float64)
print("out=float64:", torch.float_power(torch.tensor([1, 2, 3]), 2, out=out))
for args, kw in [((torch.tensor([2.0]), 2), {"out": torch.empty(1)}), ((2, 3), {})]:
    try:
        torch.float_power(*args, **kw)
    except (RuntimeError, TypeError) as e:
        print(type(e).__name__ + ":", str(e).splitlines()[0])
