import warnings
import torch

A = torch.tensor([[4.0, 1.0, 0.0],
                  [1.0, 4.0, 1.0],
                  [0.0, 1.0, 4.0]], dtype=torch.float64)
b = torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")                  # "Sparse CSR tensor support is in beta state"
    A_csr = A.to_sparse_csr()
for kwargs in ({}, {"left": False}):
    try:
        x = torch.linalg.solve(A_csr, b if not kwargs else b[None], **kwargs)
        print(kwargs, "x =", x)
    except (RuntimeError, NotImplementedError) as e:
        print(kwargs, f"{type(e).__name__}:", str(e).split(" This could")[0])
