import torch

a = torch.tensor([1.0, 2.0, 3.0])
torch.testing.assert_close(a + 1e-7, a)                  # dtype-based default tolerances
print("torch.testing.assert_close: passed")
try:
    torch.testing.assert_close(a.double(), a)            # dtype mismatch is an error by default
except AssertionError as e:
    print("AssertionError:", str(e).splitlines()[0])
