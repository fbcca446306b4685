import warnings
import torch

A = torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.float64)
for call in (1, 2):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        LU, pivots = torch.lu(A)
    print(f"call {call}: warnings recorded:", [f"{x.category.__name__}: {str(x.message)[:60]}..." for x in w])
LU_new, piv_new = torch.linalg.lu_factor(A)
print("same as linalg.lu_factor:", torch.equal(LU, LU_new), torch.equal(pivots, piv_new))
LU, pivots, info = torch.lu(A, get_infos=True)
print("get_infos=True adds info:", info)
