import warnings
import torch

A = torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], dtype=torch.float64)
for some in (True, False):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        Q, R = torch.qr(A, some=some)
    mode = "reduced" if some else "complete"
    Qn, Rn = torch.linalg.qr(A, mode=mode)
    print(f"some={some}: Q {tuple(Q.shape)} R {tuple(R.shape)} | same as mode={mode!r}:",
          torch.equal(Q, Qn) and torch.equal(R, Rn), "| warnings recorded:", len(w))
try:
    torch.qr(A, mode="r")
except TypeError as e:
    print("TypeError:", e)
