import warnings
import torch

for z in [torch.tensor(1 + 1j), torch.empty(0, 3, dtype=torch.cfloat), torch.ones(2, 2, dtype=torch.cdouble)]:
    c = torch.conj(z)
    print(f"{str(z.dtype):17} shape {tuple(z.shape)} -> {tuple(c.shape)}, dtype {c.dtype}, is_conj {c.is_conj()}")
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    h = torch.tensor([1 + 2j], dtype=torch.complex32)
print("complex32:", torch.conj(h), "is_conj", torch.conj(h).is_conj())
print("NaN and inf parts:", torch.conj(torch.tensor([complex(float("nan"), 1), complex(1, float("inf"))])))
