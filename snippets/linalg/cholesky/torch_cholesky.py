import warnings
import torch

A = torch.tensor([[4.0, 2.0], [2.0, 5.0]])
for call in (1, 2):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        L_old = torch.cholesky(A)
    print(f"call {call}: warnings recorded:", [f"{x.category.__name__}: {str(x.message).splitlines()[0]}" for x in w])
U_old = torch.cholesky(A, True)              # upper may be positional here
print("same as linalg.cholesky:", torch.equal(L_old, torch.linalg.cholesky(A)))
print("upper=True same as linalg:", torch.equal(U_old, torch.linalg.cholesky(A, upper=True)))
try:
    torch.linalg.cholesky(A, True)           # ... but keyword-only in torch.linalg
except TypeError as e:
    print("TypeError:", str(e).splitlines()[0])
