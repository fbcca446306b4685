# timeout: 60
import os

os.environ.setdefault("TORCHINDUCTOR_CACHE_DIR", ".")  # an existing directory: nothing is created

import torch

torch.use_deterministic_algorithms(True)        # fill_uninitialized_memory is True by default
print("fill_uninitialized_memory:", torch.utils.deterministic.fill_uninitialized_memory)

f = torch.arange(3.0)
f.resize_(5)                                    # two new float elements
i = torch.arange(3)
i.resize_(5)                                    # two new int64 elements
c = torch.zeros(1, dtype=torch.complex64)
c.resize_(2)                                    # one new complex element
print("float32:", f.tolist())
print("int64:  ", i.tolist())
print("complex64:", c.tolist())
torch.use_deterministic_algorithms(False)
