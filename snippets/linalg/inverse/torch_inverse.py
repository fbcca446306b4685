import warnings
import torch

A = torch.tensor([[4.0, 7.0], [2.0, 6.0]])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    Ai = torch.inverse(A)
print("torch.inverse:\n", Ai)
print("warnings recorded:", len(w))
print("same as torch.linalg.inv:", torch.equal(Ai, torch.linalg.inv(A)))
try:
    torch.inverse(torch.tensor([[1.0, 2.0], [2.0, 4.0]]))
except RuntimeError as e:
    print("singular:", type(e).__name__, str(e).split(",")[0])
