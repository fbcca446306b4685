# raises: NotImplementedError
import torch

f64 = torch.normal(torch.zeros(2, dtype=torch.float64), torch.ones(2))
print("float64 mean, float32 std ->", f64.dtype)
f32 = torch.normal(torch.zeros(2), torch.ones(2, dtype=torch.float64))
print("float32 mean, float64 std ->", f32.dtype)
print("float16 mean             ->", torch.normal(torch.zeros(2, dtype=torch.float16), 1.0).dtype)
print("size form, no dtype=     ->", torch.normal(0, 1, (2,)).dtype)

z = torch.normal(torch.zeros(100000, dtype=torch.complex64), 1.0)
print("complex mean:", z.dtype, "| std of real part:", z.real.std(), "| E|z|^2:", z.abs().pow(2).mean())

torch.normal(torch.zeros(2, dtype=torch.int64), 1.0)    # integer mean: no integer normal
