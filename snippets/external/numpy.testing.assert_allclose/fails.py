# raises: AssertionError
import numpy as np

desired = np.array([1.0, 2.0, 3.0])
actual = np.array([1.0, 2.001, 3.0])
np.testing.assert_allclose(actual, desired, rtol=1e-5, atol=1e-8)
