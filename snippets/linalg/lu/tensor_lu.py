import warnings
import torch

A = torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.float64)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    LU, pivots = A.lu()
    LU2, pivots2, info = A.lu(get_infos=True)
print("warnings recorded:", [x.category.__name__ for x in w])
print("LU:\n", LU, "\npivots:", pivots, "| info:", info)
print("same as torch.linalg.lu_factor:", all(torch.equal(a, b) for a, b in zip((LU, pivots), torch.linalg.lu_factor(A))))
