import torch

z = torch.tensor([1 + 2j, 3 - 1j])
out = torch.empty((), dtype=torch.complex64)
res = torch.vdot(z, z, out=out)
print("out= filled:", out, " returned object is out:", res is out)
for name, f in {"2-D inputs": lambda: torch.vdot(z.reshape(1, 2), z.reshape(1, 2)),
                "lengths 2 and 1": lambda: torch.vdot(z, z[:1])}.items():
    try:
        f()
    except RuntimeError as e:
        print(f"{name}: {e}")
