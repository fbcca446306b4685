# raises: RuntimeError
import warnings

import torch

warnings.filterwarnings("ignore", message="Sparse CSR tensor support is in beta")
a = torch.tensor([[1.0, 0.0], [0.0, 2.0]])   # 2 nonzeros
b = torch.tensor([[3.0, 0.0], [0.0, 0.0]])   # 1 nonzero
torch.stack([a, b]).to_sparse_csr()
