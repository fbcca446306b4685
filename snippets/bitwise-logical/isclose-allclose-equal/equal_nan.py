import torch

t = torch.tensor([1.0, float("nan")])
print("torch.equal(t, t)                  :", torch.equal(t, t), "<- even the same tensor")
print("torch.allclose(t, t, equal_nan=True):", torch.allclose(t, t, equal_nan=True, rtol=0, atol=0))
torch.testing.assert_close(t, t, equal_nan=True)
print("assert_close(t, t, equal_nan=True) : passed")
try:
    torch.testing.assert_close(torch.tensor([1, 2]), torch.tensor([1.0, 2.0]))
except AssertionError as e:
    print("assert_close(int64, float32)       :", str(e).splitlines()[0])
