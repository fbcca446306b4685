import torch

for dt in [torch.int8, torch.int32, torch.bool, torch.float16, torch.float64, torch.complex64]:
    print(f"{str(dt):15} -> {torch.vander(torch.tensor([1, 0], dtype=dt)).dtype}")

# integer inputs become int64, so int8 values do not wrap ...
print(torch.vander(torch.tensor([100], dtype=torch.int8), N=3))
# ... but int64 still overflows silently
print(torch.vander(torch.tensor([10**10]), N=3))
# x**0 is 1 even for NaN and 0
print(torch.vander(torch.tensor([0., float("nan")]), N=3))

for name, f in {"2-D x": lambda: torch.vander(torch.ones(2, 2)),
                "N=-1": lambda: torch.vander(torch.ones(3), N=-1)}.items():
    try:
        f()
    except RuntimeError as e:
        print(f"{name} -> RuntimeError: {e}")
