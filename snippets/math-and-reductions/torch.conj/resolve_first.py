import torch

c = torch.tensor([1 + 2j, 3 - 4j]).conj()
for name, fn in [("numpy()", lambda t: t.numpy()), ("view_as_real", torch.view_as_real)]:
    try:
        fn(c)
    except RuntimeError as e:
        print(f"{name} on a conj view: RuntimeError - {str(e).splitlines()[0][:70]}")
print("after resolve_conj():", c.resolve_conj().numpy())
print("view_as_real(resolved):\n", torch.view_as_real(c.resolve_conj()))
print("clone() drops the bit:", c.clone().is_conj(), "| values:", c.clone())
