import torch

S = torch.special
fns = {
    "i0": torch.i0, "i0e": S.i0e, "i1": S.i1, "i1e": S.i1e,
    "bessel_j0": S.bessel_j0, "bessel_j1": S.bessel_j1, "spherical_bessel_j0": S.spherical_bessel_j0,
    "scaled_modified_bessel_k0": S.scaled_modified_bessel_k0, "scaled_modified_bessel_k1": S.scaled_modified_bessel_k1,
    "airy_ai": S.airy_ai,
}
dtypes = [torch.int64, torch.float16, torch.bfloat16, torch.float64, torch.complex64]
print("| function | " + " | ".join(str(d).replace("torch.", "") for d in dtypes) + " | autograd |")
print("|---" * (len(dtypes) + 2) + "|")
for name, f in fns.items():
    cells = []
    for d in dtypes:
        try:
            cells.append(str(f(torch.tensor([1], dtype=d)).dtype).replace("torch.", ""))
        except NotImplementedError:
            cells.append("error")
    grad = f(torch.tensor([1.0], requires_grad=True)).requires_grad
    print(f"| `{name}` | " + " | ".join(cells) + f" | {'yes' if grad else 'no'} |")
