import warnings

import torch

A = torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    q_old, r_old = torch.qr(A, some=True)
print(w[0].category.__name__ + ":", str(w[0].message).split(" (Triggered")[0])
Q, R = torch.linalg.qr(A, mode="reduced")
print("same result:", torch.allclose(q_old, Q) and torch.allclose(r_old, R))
