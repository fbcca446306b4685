import numpy as np

def close(actual, desired, **kw):
    try:
        np.testing.assert_allclose(actual, desired, **kw)
        return "pass"
    except AssertionError:
        return "FAIL"

# |actual - desired| <= atol + rtol * |desired|   (only desired is scaled)
print("actual=1.0, desired=1.1, rtol=0.095:", close(1.0, 1.1, rtol=0.095))
print("actual=1.1, desired=1.0, rtol=0.095:", close(1.1, 1.0, rtol=0.095))
# near zero the default atol=0 makes any rtol useless
print("1e-9 vs 0, rtol=1e-3 (atol=0):", close(1e-9, 0.0, rtol=1e-3))
print("1e-9 vs 0, rtol=1e-3, atol=1e-8:", close(1e-9, 0.0, rtol=1e-3, atol=1e-8))
# shapes must match; only a scalar is broadcast
print("shape (3,) vs (1, 3):", close(np.ones(3), np.ones((1, 3))), "| (3,) vs scalar 1.0:", close(np.ones(3), 1.0))
# NaNs compare equal by default
print("nan vs nan:", close(np.nan, np.nan), "| equal_nan=False:", close(np.nan, np.nan, equal_nan=False))
