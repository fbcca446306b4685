import torch

x = torch.tensor([0.0, 1e-8, 1.0, 3.14159265, 10.0, float("inf")], dtype=torch.float64)
print("spherical_bessel_j0(x):", torch.special.spherical_bessel_j0(x))
print("sin(x) / x            :", torch.sin(x) / x)
print("same as sinc(x / pi)  :", torch.allclose(torch.special.spherical_bessel_j0(x[:5]), torch.sinc(x[:5] / torch.pi)))
