import numpy as np
import torch

expected = np.array([1.0, 2.0, 3.0], dtype=np.float32)
actual = expected + np.float32(1e-6)
result = np.testing.assert_allclose(actual, expected, rtol=1e-5, atol=1e-6)
print("passed; it returns", result)
np.testing.assert_allclose(torch.tensor([0.5, 1.5]).numpy(), [0.5, 1.5])   # lists and tensors-as-arrays work
print("array vs list: passed")
