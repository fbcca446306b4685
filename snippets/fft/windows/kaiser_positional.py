import torch

print("periodic and beta   :", torch.kaiser_window(8, periodic=True, beta=5.0))
print("positional (8, True, 5.0) equal:", torch.equal(torch.kaiser_window(8, True, 5.0),
                                                       torch.kaiser_window(8, periodic=True, beta=5.0)))
for call in ("torch.kaiser_window(8, 5.0)", "torch.kaiser_window(8, beta=5.0)"):
    try:
        eval(call)
    except TypeError as e:
        print(f"{call}: TypeError:", str(e).splitlines()[0])
