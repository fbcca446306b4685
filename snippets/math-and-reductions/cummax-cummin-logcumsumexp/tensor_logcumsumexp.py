import torch

x = torch.tensor([1.0, 2.0, 3.0])
for dt in (torch.float32, torch.float16, torch.bfloat16, torch.float64):
    print(f"{str(dt):15s}", x.to(dt).logcumsumexp(0))

# Complex input: exp(out) is the cumulative sum of exp(z), but the imaginary part
# is not always the principal value in [-pi, pi].
z = torch.tensor([-2 + 2j, -2 - 2.7j], dtype=torch.complex128)
out = z.logcumsumexp(0)
principal = z.exp().cumsum(0).log()
print("logcumsumexp:     ", out)
print("log(cumsum(exp)): ", principal)
print("exp(out) == cumsum(exp(z)):", torch.allclose(out.exp(), z.exp().cumsum(0)))
print("imaginary parts differ by 2*pi:", ((principal.imag - out.imag) / (2 * torch.pi)).tolist())
