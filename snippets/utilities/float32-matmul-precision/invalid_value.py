import warnings

import torch

torch.set_float32_matmul_precision("high")
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    torch.set_float32_matmul_precision("HIGHEST")  # wrong case: warning, no change
print(w[0].category.__name__, str(w[0].message).split(" (Triggered")[0])
print("precision is still:", torch.get_float32_matmul_precision())
