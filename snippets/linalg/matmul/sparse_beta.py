# raises: NotImplementedError
import warnings

import torch

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    S = torch.tensor([[1.0, 0.0], [0.0, 2.0]]).to_sparse_csr()
print(w[0].category.__name__ + ":", str(w[0].message).split(" If you")[0])
D = torch.ones(2, 2)
print("float32 CSR: matmul", torch.matmul(S, D).tolist(), "| mm", torch.mm(S, D).tolist(),
      "| addmm", torch.addmm(torch.zeros(2, 2), S, D).tolist())

Si = torch.tensor([[1, 0], [0, 2]], dtype=torch.int32).to_sparse_csr()
Di = torch.ones(2, 2, dtype=torch.int32)
for name, fn in [("matmul", torch.matmul), ("mm", torch.mm)]:
    try:
        fn(Si, Di)
    except NotImplementedError as e:
        print(f"int32 CSR {name}: NotImplementedError")
torch.addmm(torch.zeros(2, 2, dtype=torch.int32), Si, Di)
